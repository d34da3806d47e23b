import { describe, expect, it } from 'vitest';
import { PersonCheckInputSchema, type IdentityClaims } from '@suap/shared';
import { IdentityMatcherFormSchema, initialForm, toCheckInput } from './identity-matcher-form';

// Issue 22 closed the request bodies: a key the contract does not know answers 400.
describe('the identity matcher body', () => {
  it('has exactly the keys of the closed PersonCheckInputSchema', () => {
    for (const bornIn of ['italy', 'abroad'] as const) {
      const body = toCheckInput({
        codiceFiscale: 'rssmra80a01h501u',
        nome: 'Mario',
        cognome: 'Rossi',
        dataNascita: ' 01/01/1980 ',
        sesso: 'M',
        bornIn,
        comuneNascita: bornIn === 'italy' ? 'Roma' : '',
        paese: bornIn === 'italy' ? '' : 'DE',
      });
      expect(PersonCheckInputSchema.safeParse(body).error?.issues ?? []).toEqual([]);
      expect(body.dataNascita).toBe('01/01/1980');
    }
  });
});

// Issue 23, item 10: the date of birth is typed DD/MM/YYYY (SPEC §9), checked by the server's own rule.
describe('the date of birth of the identity matcher', () => {
  const dateErrors = (dataNascita: string) =>
    (IdentityMatcherFormSchema.safeParse({ ...initialForm(null), dataNascita }).error?.issues ?? [])
      .filter((issue) => issue.path[0] === 'dataNascita')
      .map((issue) => issue.message);

  it('takes DD/MM/YYYY and refuses the browser order, impossible and future dates', () => {
    expect(dateErrors('15/03/1975')).toEqual([]);
    expect(dateErrors('')).toEqual(['required']);
    expect(dateErrors('1975-03-15')).toEqual(['pattern']);
    expect(dateErrors('03/15/1975')).toEqual(['date']);
    expect(dateErrors('31/02/1990')).toEqual(['date']);
    expect(dateErrors('01/01/2999')).toEqual(['max']);
  });

  it('starts from the date the identity provider vouched for, as it is', () => {
    const claims: IdentityClaims = {
      firstName: 'Hans',
      lastName: 'Müller',
      fiscalCode: null,
      dateOfBirth: '15/03/1975',
      gender: 'M',
      email: null,
      userEidasId: null,
    };
    expect(initialForm(claims).dataNascita).toBe('15/03/1975');
  });
});
