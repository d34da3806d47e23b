import type { ComponentProps } from 'react';
import { FieldFrame as SharedFieldFrame } from '../../../components/form/FieldFrame';

export { errorIdOf, RequiredMark } from '../../../components/form/FieldFrame';

/** Every field of the identity matcher is required. */
export function FieldFrame(props: Omit<ComponentProps<typeof SharedFieldFrame>, 'required'>) {
  return <SharedFieldFrame required {...props} />;
}
