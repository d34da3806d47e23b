// The user forms use the portal's one field frame.
export { errorIdOf, FieldError, FieldFrame, RequiredMark } from '../../../../components/form/FieldFrame';
