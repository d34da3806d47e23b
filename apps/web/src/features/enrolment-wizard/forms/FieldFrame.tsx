export {
  errorIdOf,
  FieldError,
  FieldFrame,
  RequiredMark,
  RequiredNote,
} from '../../../components/form/FieldFrame';

export const fieldId = (name: string) => `enrolment-${name.replace(/\./g, '-')}`;
