import { describe, expect, it } from 'vitest';
import { RequestCreateBodySchema, RequestUpdateBodySchema, type RequestDraftInput } from '@suap/shared';
import { makeRequest, TEST_SUAP } from '../../../test/fixtures';
import { draftFromRequest, toDraftInput } from './wizard-draft';

/**
 * Issue 22 closed the request bodies: a key the contract does not know answers 400. What the app sends must stay
 * exactly the contract's keys, or every save would fail.
 */
describe('what the app sends fits the closed contract', () => {
  const filled = draftFromRequest(
    makeRequest({
      suap: { ...TEST_SUAP },
      procedureNotification: { typeId: 1, address: 'mario.rossi@example.com' },
      personalData: {
        firstName: 'Mario',
        lastName: 'Rossi',
        fiscalCode: 'RSSMRA80A01H501U',
        dateOfBirth: '01/01/1980',
        placeOfBirth: null,
        cityOfBirth: 'Roma',
        gender: 'M',
        email: 'mario.rossi@example.com',
        legalRepresentative: false,
        companyName: null,
      },
      partitaIva: '',
    }),
  );

  it('a save: the draft input plus requestId, version and action (lib/api/requests.ts updateRequest)', () => {
    const body: RequestDraftInput = toDraftInput(filled);
    const result = RequestUpdateBodySchema.safeParse({ ...body, requestId: 42, version: 3, action: 'save' });
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('a create from the notification-contacts step, which sets the contact', () => {
    const result = RequestCreateBodySchema.safeParse(toDraftInput({ ...filled, requestId: undefined }));
    expect(result.error?.issues ?? []).toEqual([]);
  });
});
