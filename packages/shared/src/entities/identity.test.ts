import { describe, expect, it } from 'vitest';
import { CUSTOM_CLAIMS, identityClaimsFromToken } from './identity.js';

describe('identityClaimsFromToken', () => {
  it('strips TINIT-, reformats the birthdate and maps the gender', () => {
    const claims = identityClaimsFromToken({
      sub: 'abc',
      name: 'Mario',
      family_name: 'Rossi',
      birthdate: '1980-01-01',
      [CUSTOM_CLAIMS.fiscalNumber]: 'TINIT-rssmra80a01h501u',
      gender: 'male',
      email: 'mario.rossi@example.it',
    });
    expect(claims).toEqual({
      firstName: 'Mario',
      lastName: 'Rossi',
      fiscalCode: 'RSSMRA80A01H501U',
      dateOfBirth: '01/01/1980',
      gender: 'M',
      email: 'mario.rossi@example.it',
      userEidasId: null,
    });
  });

  it('prefers the custom birthdate and reads the eIDAS identifier', () => {
    const claims = identityClaimsFromToken({
      name: 'Hans',
      family_name: 'Müller',
      birthdate: '1975-03-15',
      [CUSTOM_CLAIMS.birthdate]: '15/03/1975',
      gender: 'M',
      identities: [{ userId: 'DE/IT/123456789' }],
    });
    expect(claims.fiscalCode).toBeNull();
    expect(claims.dateOfBirth).toBe('15/03/1975');
    expect(claims.userEidasId).toBe('DE/IT/123456789');
    expect(claims.email).toBeNull();
  });

  it('accepts a fiscal number without prefix and ignores unknown genders', () => {
    const claims = identityClaimsFromToken({
      name: 'Anna',
      family_name: 'Verdi',
      [CUSTOM_CLAIMS.fiscalNumber]: 'VRDNNA90E52F205A',
      gender: 'other',
    });
    expect(claims.fiscalCode).toBe('VRDNNA90E52F205A');
    expect(claims.gender).toBeNull();
    expect(claims.dateOfBirth).toBeNull();
  });

  it('refuses a token whose claims have the wrong types', () => {
    expect(() => identityClaimsFromToken({ name: 42 })).toThrow();
  });
});
