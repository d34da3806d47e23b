import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  contactsCompleteSchema,
  contactsDraftSchema,
  type ContactsValues,
} from '../steps/notification-contacts/contacts-form';
import { useStepForm } from './use-step-form';

// The resolver and the message lookup are typed (no casts): the save and continue rules still apply by the
// button pressed, and a rule's code still finds the field's text, else the generic one, else stays the key.
function renderContactsForm(values: ContactsValues) {
  return renderHook(() =>
    useStepForm<ContactsValues>({
      draftSchema: contactsDraftSchema,
      completeSchema: contactsCompleteSchema,
      defaultValues: values,
      fields: [
        { name: 'typeId', label: 'Tipo' },
        { name: 'address', label: 'Indirizzo', params: { max: 200 } },
      ],
    }),
  );
}

describe('useStepForm', () => {
  it('saves with the draft rule and continues only with the complete one', async () => {
    const { result } = renderContactsForm({ typeId: '', address: '' });
    const saved: ContactsValues[] = [];
    await act(() => result.current.submit('save', (values) => void saved.push(values)));
    expect(saved).toEqual([{ typeId: '', address: '' }]);

    await act(() => result.current.submit('continue', (values) => void saved.push(values)));
    expect(saved).toHaveLength(1);
    expect(result.current.errorOf('typeId')).toBe('Scegli come vuoi ricevere le comunicazioni.');
    expect(result.current.summary.map((error) => error.message)).toEqual([
      'Tipo: Scegli come vuoi ricevere le comunicazioni.',
      expect.stringMatching(/^Indirizzo: /),
    ]);
  });

  it('gives the field text, else the generic one with its limit, else the key itself', () => {
    const { result } = renderContactsForm({ typeId: '1', address: 'a@b.it' });
    act(() => result.current.form.setError('address', { message: 'pattern' }));
    expect(result.current.errorOf('address')).toMatch(/^Inserisci un indirizzo email valido/);
    act(() => result.current.form.setError('address', { message: 'maxlength' }));
    expect(result.current.errorOf('address')).toBe('Il testo è troppo lungo: al massimo 200 caratteri.');
    act(() => result.current.form.setError('address', { message: 'no-such-rule' }));
    expect(result.current.errorOf('address')).toBe('enrolment.errors.generic.no-such-rule');
  });
});
