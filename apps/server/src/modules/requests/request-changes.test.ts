import { missingForSend } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { draftColumns, overlongFields, sendCheckable } from './request-changes.js';

describe('draftColumns', () => {
  it('changes only what the body names', () => {
    expect(draftColumns({})).toEqual({});
    expect(draftColumns({ suap: { suapId: 4 } })).toEqual({ suapId: 4 });
  });

  it('clears with null and with empty texts', () => {
    expect(
      draftColumns({ suap: null, iniziative: null, procedureNotification: null, partitaIva: '' }),
    ).toEqual({
      suapId: null,
      initiativeId: null,
      notificationTypeId: null,
      notificationAddress: null,
      partitaIva: null,
    });
    expect(draftColumns({ personalData: { firstName: '  ', gender: '', dateOfBirth: '' } })).toEqual({
      firstName: null,
      gender: null,
      dateOfBirth: null,
    });
  });

  it('keeps no company data for someone who is not a legal representative (issue 23)', () => {
    expect(
      draftColumns({
        personalData: { legalRepresentative: false, companyName: 'Left over' },
        partitaIva: '07654320485',
      }),
    ).toMatchObject({ legalRepresentative: false, companyName: null, partitaIva: null });
  });

  it('clears every personal column when personal data is null', () => {
    expect(draftColumns({ personalData: null })).toMatchObject({
      firstName: null,
      fiscalCode: null,
      legalRepresentative: false,
      companyName: null,
    });
  });

  it('stores dates as YYYY-MM-DD, trims texts and upper-cases the fiscal code', () => {
    expect(
      draftColumns({
        personalData: { dateOfBirth: '31/12/1980', lastName: ' Rossi ', fiscalCode: 'RSSMRA80A01H501U ' },
        procedureNotification: { typeId: 2, address: ' a@pec.it ' },
      }),
    ).toEqual({
      dateOfBirth: '1980-12-31',
      lastName: 'Rossi',
      fiscalCode: 'RSSMRA80A01H501U',
      notificationTypeId: 2,
      notificationAddress: 'a@pec.it',
    });
  });
});

describe('sendCheckable', () => {
  const row: Parameters<typeof sendCheckable>[0] = {
    suapId: 1,
    initiativeId: 2,
    notificationTypeId: 1,
    notificationAddress: 'a@b.it',
    firstName: 'Mario',
    lastName: 'Rossi',
    fiscalCode: 'RSSMRA80A01H501U',
    legalRepresentative: false,
    companyName: null,
    partitaIva: null,
  };

  it('reads a complete stored draft as sendable, and names what a partial one lacks', () => {
    expect(missingForSend(sendCheckable(row))).toEqual([]);
    expect(missingForSend(sendCheckable({ ...row, suapId: null, lastName: null }))).toEqual([
      'suap',
      'personalData.lastName',
    ]);
    expect(missingForSend(sendCheckable({ ...row, legalRepresentative: true }))).toEqual([
      'personalData.companyName',
      'partitaIva',
    ]);
  });
});

describe('overlongFields', () => {
  it('names e-mail addresses longer than their 254-character column', () => {
    const long = `${'a'.repeat(250)}@b.it`;
    expect(overlongFields({ personalData: { email: long } })).toEqual(['personalData.email']);
    expect(overlongFields({ procedureNotification: { typeId: 1, address: long } })).toEqual([
      'procedureNotification.address',
    ]);
    expect(overlongFields({ personalData: { email: 'a@b.it' } })).toEqual([]);
  });
});
