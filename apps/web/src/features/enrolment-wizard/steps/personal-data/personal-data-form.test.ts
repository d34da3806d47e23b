import { describe, expect, it } from 'vitest';
import { TEST_USER } from '../../../../test/fixtures';
import {
  personalChanges,
  personalCompleteSchema,
  personalDefaults,
  personalDraftSchema,
} from './personal-data-form';

const blankSaved = {
  firstName: null,
  lastName: null,
  fiscalCode: null,
  dateOfBirth: null,
  placeOfBirth: null,
  cityOfBirth: null,
  gender: null,
  email: null,
  legalRepresentative: false,
  companyName: null,
};

describe('personal data form', () => {
  it('starts from the identity while nothing is saved, with Italia as the default place of birth', () => {
    const values = personalDefaults(blankSaved, null, TEST_USER);
    expect(values).toMatchObject({
      firstName: 'Mario',
      fiscalCode: 'RSSMRA80A01H501U',
      placeOfBirth: 'Italia',
    });
    expect(personalDefaults(null, null, TEST_USER).email).toBe('mario.rossi@example.com');
  });

  it('keeps saved answers', () => {
    const values = personalDefaults(
      { ...blankSaved, firstName: 'Maria', placeOfBirth: 'Francia' },
      '1',
      TEST_USER,
    );
    expect(values).toMatchObject({
      firstName: 'Maria',
      lastName: '',
      placeOfBirth: 'Francia',
      partitaIva: '1',
    });
  });

  it('lets a draft keep empty fields but requires names and fiscal code to go on', () => {
    const empty = {
      ...personalDefaults(blankSaved, null, null),
      firstName: '',
      lastName: '',
      fiscalCode: '',
    };
    expect(personalDraftSchema.safeParse(empty).success).toBe(true);
    const result = personalCompleteSchema.safeParse(empty);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'firstName',
      'lastName',
      'fiscalCode',
    ]);
  });

  it('a legal representative needs the company name and an 11-digit VAT number', () => {
    const base = { ...personalDefaults(null, null, TEST_USER), legalRepresentative: true };
    const missing = personalCompleteSchema.safeParse(base);
    expect(missing.success ? [] : missing.error.issues.map((issue) => issue.path[0])).toEqual([
      'companyName',
      'partitaIva',
    ]);
    const badVat = personalCompleteSchema.safeParse({
      ...base,
      companyName: 'Rossi S.r.l.',
      partitaIva: '123',
    });
    expect(badVat.success ? '' : badVat.error.issues[0]?.message).toBe('pattern');
  });

  it('saves no company data for someone acting for themselves', () => {
    const changes = personalChanges({
      ...personalDefaults(null, null, TEST_USER),
      companyName: 'Left over',
      partitaIva: '07654320485',
    });
    expect(changes.personalData?.companyName).toBeNull();
    expect(changes.partitaIva).toBeNull();
  });
});
