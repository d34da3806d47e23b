import { describe, expect, it } from 'vitest';
import { NotificationType } from '../enums.js';
import {
  missingForSend,
  missingForStep,
  RequestDraftInputSchema,
  RequestSendableSchema,
  type RequestDraftInput,
} from './request-draft.js';

const complete: RequestDraftInput = {
  typeOfService: { typeOfServiceId: 1 },
  procedureNotification: { typeId: NotificationType.PEC, address: 'mario.rossi@pec.example.it' },
  suap: { suapId: 4 },
  iniziative: { iniziativeId: 12 },
  personalData: { firstName: 'Mario', lastName: 'Rossi', fiscalCode: 'RSSMRA80A01H501U' },
  partitaIva: '',
};

function issues(value: unknown): { path: string; message: string }[] {
  const result = RequestDraftInputSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('RequestDraftInputSchema', () => {
  it('accepts an empty draft and a half-filled one', () => {
    expect(RequestDraftInputSchema.safeParse({}).success).toBe(true);
    expect(
      RequestDraftInputSchema.safeParse({
        personalData: { firstName: 'Mario', lastName: '', fiscalCode: null, gender: '', dateOfBirth: '' },
      }).success,
    ).toBe(true);
  });

  it('validates every field that is present', () => {
    expect(
      issues({
        procedureNotification: { typeId: 3, address: 'not-an-email' },
        personalData: {
          fiscalCode: 'RSSMRA80A01H50',
          email: 'x@y',
          dateOfBirth: '31/04/1980',
          firstName: 'M4rio',
        },
        partitaIva: '123',
        suap: { suapId: 0 },
      }),
    ).toEqual(
      expect.arrayContaining([
        { path: 'procedureNotification.typeId', message: 'invalid' },
        { path: 'procedureNotification.address', message: 'pattern' },
        { path: 'personalData.fiscalCode', message: 'pattern' },
        { path: 'personalData.email', message: 'pattern' },
        { path: 'personalData.dateOfBirth', message: 'date' },
        { path: 'personalData.firstName', message: 'pattern' },
        { path: 'partitaIva', message: 'pattern' },
        { path: 'suap.suapId', message: 'min' },
      ]),
    );
  });

  it('trims before validating: blanks are empty, so the send check finds them missing (issue 23)', () => {
    const result = RequestDraftInputSchema.safeParse({
      ...complete,
      personalData: { firstName: '   ', lastName: ' Rossi ', fiscalCode: 'RSSMRA80A01H501U' },
    });
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.data.personalData).toMatchObject({ firstName: '', lastName: 'Rossi' });
      expect(missingForSend(result.data)).toEqual(['personalData.firstName']);
    }
  });

  it('refuses implausible birth dates and countries, naming the rule (issue 23)', () => {
    const birth = (dateOfBirth: string) => issues({ personalData: { dateOfBirth } });
    expect(birth('01/01/1800')).toEqual([{ path: 'personalData.dateOfBirth', message: 'min' }]);
    expect(birth('31/02/1990')).toEqual([{ path: 'personalData.dateOfBirth', message: 'date' }]);
    expect(birth('1990-05-12')).toEqual([{ path: 'personalData.dateOfBirth', message: 'pattern' }]);
    const now = new Date();
    expect(birth(`01/01/${now.getFullYear() - 10}`)).toEqual([
      { path: 'personalData.dateOfBirth', message: 'max' },
    ]);
    expect(birth(`01/01/${now.getFullYear() + 1}`)).toEqual([
      { path: 'personalData.dateOfBirth', message: 'max' },
    ]);
    expect(birth('12/05/1990')).toEqual([]);
    expect(issues({ personalData: { placeOfBirth: 'Ital1a' } })).toEqual([
      { path: 'personalData.placeOfBirth', message: 'pattern' },
    ]);
    expect(issues({ personalData: { placeOfBirth: "Côte d'Ivoire" } })).toEqual([]);
  });

  it('tells a VAT number or fiscal code of the wrong length its format rule, not "too long" (issue 23)', () => {
    expect(issues({ partitaIva: 'IT07654320485' })).toEqual([{ path: 'partitaIva', message: 'pattern' }]);
    expect(issues({ personalData: { fiscalCode: 'RSSMRA80A01H501UX' } })).toEqual([
      { path: 'personalData.fiscalCode', message: 'pattern' },
    ]);
  });

  it('needs both parts of a notification contact once it is given', () => {
    expect(issues({ procedureNotification: { typeId: 1 } })).toEqual([
      { path: 'procedureNotification.address', message: 'required' },
    ]);
  });

  it('accepts only the startup service type', () => {
    expect(issues({ typeOfService: { typeOfServiceId: 2 } })).toEqual([
      { path: 'typeOfService.typeOfServiceId', message: 'invalid' },
    ]);
  });

  it('refuses, naming each, the fields the server owns when a whole request is sent back (issue 22)', () => {
    expect(
      issues({
        ...complete,
        stateOfRequest: { stateOfRequestId: 3 },
        referenceCode: '2025-000001',
        user: { userId: 99 },
        suap: { suapId: 4, name: 'forged', pec: 'forged@x.it' },
        personalData: { firstName: 'Mario', userId: 1 },
      }),
    ).toEqual([
      { path: 'suap.name', message: 'unknown' },
      { path: 'suap.pec', message: 'unknown' },
      { path: 'personalData.userId', message: 'unknown' },
      { path: 'stateOfRequest', message: 'unknown' },
      { path: 'referenceCode', message: 'unknown' },
      { path: 'user', message: 'unknown' },
    ]);
  });

  it('keeps ids within their columns: a request id up to 2^53-1, SUAP and initiative ids up to 2^31-1', () => {
    expect(issues({ requestId: 2 ** 31 })).toEqual([]);
    expect(issues({ suap: { suapId: 2 ** 31 }, iniziative: { iniziativeId: 2 ** 31 } })).toEqual([
      { path: 'suap.suapId', message: 'max' },
      { path: 'iniziative.iniziativeId', message: 'max' },
    ]);
  });
});

describe('missingForSend / missingForStep', () => {
  it('is empty for a complete request', () => {
    expect(missingForSend(complete)).toEqual([]);
  });

  it('lists every missing field path in wizard order', () => {
    expect(missingForSend({})).toEqual([
      'procedureNotification',
      'iniziative',
      'suap',
      'personalData.firstName',
      'personalData.lastName',
      'personalData.fiscalCode',
    ]);
  });

  it('treats blank strings and an address-less contact as missing', () => {
    expect(
      missingForSend({
        ...complete,
        procedureNotification: { typeId: 1, address: ' ' },
        personalData: { firstName: 'Mario', lastName: '  ', fiscalCode: 'RSSMRA80A01H501U' },
      }),
    ).toEqual(['procedureNotification', 'personalData.lastName']);
  });

  it('asks a legal representative for the company name and its VAT number', () => {
    const representative = {
      ...complete,
      personalData: { ...complete.personalData, legalRepresentative: true },
    };
    expect(missingForStep('personal-data', representative)).toEqual([
      'personalData.companyName',
      'partitaIva',
    ]);
    expect(
      missingForStep('personal-data', {
        ...representative,
        partitaIva: '12345678901',
        personalData: { ...representative.personalData, companyName: 'Rossi Srl' },
      }),
    ).toEqual([]);
  });

  it('has nothing to require on the summary, hidden and thank steps', () => {
    expect(missingForStep('initial-summary', {})).toEqual([]);
    expect(missingForStep('request-summary', {})).toEqual([]);
    expect(missingForStep('thank-page', {})).toEqual([]);
  });

  it('RequestSendableSchema reports the missing paths as required', () => {
    const result = RequestSendableSchema.safeParse({ ...complete, suap: null });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['suap', 'required']]);
    }
    expect(RequestSendableSchema.safeParse(complete).success).toBe(true);
  });
});
