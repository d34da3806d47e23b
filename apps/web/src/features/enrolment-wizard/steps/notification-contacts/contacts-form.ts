import { z } from 'zod';
import {
  FIELD_MAX_LENGTHS,
  NotificationType,
  optionalTextField,
  patterns,
  requiredTextField,
  type ProcedureNotification,
  type User,
} from '@suap/shared';
import type { WizardDraft } from '../../draft/wizard-draft';

/**
 * Radio values are strings; '' is "not chosen yet". The rule takes the form's own values (the first step passes
 * them on unchanged: it only declares their type), so the form's resolver has the form's type.
 */
export const contactsDraftSchema = z.preprocess(
  (values: ContactsValues) => values,
  z.object({
    typeId: z.enum(['', '1', '2']),
    address: optionalTextField(patterns.email, FIELD_MAX_LENGTHS.notificationAddress).transform(
      (v) => v ?? '',
    ),
  }),
);

export const contactsCompleteSchema = z.object({
  typeId: z.enum(['1', '2'], { error: 'required' }),
  address: requiredTextField(patterns.email, FIELD_MAX_LENGTHS.notificationAddress),
});

export type ContactsValues = { typeId: '' | '1' | '2'; address: string };

/** The saved contact, or e-mail to the address the identity provider gave, as a starting point. */
export function contactsDefaults(contact: ProcedureNotification | null, user: User | null): ContactsValues {
  if (contact) return { typeId: String(contact.typeId) as '1' | '2', address: contact.address };
  return { typeId: String(NotificationType.EMAIL) as '1', address: user?.email ?? '' };
}

/** A contact is stored only when both the type and the address are there. */
export function contactsChanges(values: ContactsValues): Partial<WizardDraft> {
  const address = values.address.trim();
  return {
    procedureNotification:
      values.typeId !== '' && address !== '' ? { typeId: Number(values.typeId) as 1 | 2, address } : null,
  };
}
