import { describe, expect, it } from 'vitest';
import { Role } from '../enums.js';
import { UserInputSchema, UserModifyInputSchema, UserSchema } from './user.js';

const sara = {
  firstName: 'Sara',
  lastName: 'Russo',
  fiscalCode: 'RSSSRA92L47F839E',
  email: 'sara.russo@comune.example.it',
  profile: { profileId: Role.BO_COLLAB },
  active: 1,
};

function firstIssue(value: unknown): { path: string; message: string } | undefined {
  const result = UserInputSchema.safeParse(value);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue && { path: issue.path.join('.'), message: issue.message };
}

describe('UserInputSchema (create / modify user)', () => {
  it('accepts a back-office user with only the required fields', () => {
    expect(UserInputSchema.parse(sara)).toMatchObject(sara);
  });

  it('accepts full birth data, gender and an eIDAS id', () => {
    const full = {
      ...sara,
      dateOfBirth: '07/07/1992',
      placeOfBirth: 'Italia',
      cityOfBirth: 'Napoli',
      gender: 'F',
      userEidasId: 'DE/IT/12345',
    };
    expect(UserInputSchema.safeParse(full).success).toBe(true);
  });

  it.each([
    [{ ...sara, fiscalCode: 'RSSSRA92L47F839' }, 'fiscalCode', 'pattern'],
    [{ ...sara, fiscalCode: undefined }, 'fiscalCode', 'required'],
    [{ ...sara, email: 'sara.russo@' }, 'email', 'pattern'],
    [{ ...sara, firstName: '' }, 'firstName', 'required'],
    [{ ...sara, lastName: 'R'.repeat(101) }, 'lastName', 'maxlength'],
    [{ ...sara, profile: { profileId: 7 } }, 'profile.profileId', 'invalid'],
    [{ ...sara, profile: undefined }, 'profile', 'required'],
    [{ ...sara, active: 2 }, 'active', 'invalid'],
    [{ ...sara, userEidasId: 'DE-IT-1' }, 'userEidasId', 'pattern'],
    [{ ...sara, dateOfBirth: '31/02/1992' }, 'dateOfBirth', 'date'],
    [{ ...sara, gender: 'X' }, 'gender', 'invalid'],
  ])('rejects %o at %s with %s', (value, path, message) => {
    expect(firstIssue(value)).toEqual({ path, message });
  });

  it('needs the userId to modify', () => {
    expect(UserModifyInputSchema.safeParse(sara).success).toBe(false);
    expect(UserModifyInputSchema.safeParse({ ...sara, userId: 12 }).success).toBe(true);
  });
});

describe('UserSchema (replies)', () => {
  it('keeps only contract fields, so internal columns never leak', () => {
    const row = {
      ...sara,
      userId: 3,
      userEidasId: null,
      dateOfBirth: null,
      placeOfBirth: null,
      cityOfBirth: null,
      gender: null,
      profile: { profileId: Role.BO_COLLAB, description: 'Collaboratore' },
      passwordHash: 'secret',
      refreshToken: 'secret',
    };
    const sent = UserSchema.encode(UserSchema.parse(row));
    expect(sent).not.toHaveProperty('passwordHash');
    expect(sent).not.toHaveProperty('refreshToken');
    expect(sent.profile.description).toBe('Collaboratore');
  });
});
