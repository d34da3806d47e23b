import { describe, expect, it } from 'vitest';
import { PersonCheckInputSchema } from '@suap/shared';
import { toCheckInput } from './identity-matcher-form';

// Issue 22 closed the request bodies: a key the contract does not know answers 400.
describe('the identity matcher body', () => {
  it('has exactly the keys of the closed PersonCheckInputSchema', () => {
    for (const bornIn of ['italy', 'abroad'] as const) {
      const body = toCheckInput({
        codiceFiscale: 'rssmra80a01h501u',
        nome: 'Mario',
        cognome: 'Rossi',
        dataNascita: '1980-01-01',
        sesso: 'M',
        bornIn,
        comuneNascita: bornIn === 'italy' ? 'Roma' : '',
        paese: bornIn === 'italy' ? '' : 'DE',
      });
      expect(PersonCheckInputSchema.safeParse(body).error?.issues ?? []).toEqual([]);
    }
  });
});
