import { formatDate, type Language, type RoleId, type User } from '@suap/shared';
import type { users } from '../db/schema.js';

/** A users row with its profile's descriptions: what the auth and users modules read to build a User. */
export type UserWithProfileRow = typeof users.$inferSelect & {
  profileDescriptionIt: string;
  profileDescriptionEn: string;
};

/** SPEC §3 User as the API sends it: dates DD/MM/YYYY, placeOfBirth 'Italia' when the state of birth is empty. */
export function toUserView(row: UserWithProfileRow, lang: Language): User {
  return {
    userId: row.userId,
    userEidasId: row.userEidasId,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth ? formatDate(row.dateOfBirth) : null,
    placeOfBirth: row.placeOfBirth?.trim() ? row.placeOfBirth : 'Italia',
    cityOfBirth: row.cityOfBirth,
    fiscalCode: row.fiscalCode,
    gender: row.gender === 'M' || row.gender === 'F' ? row.gender : null,
    email: row.email,
    profile: {
      profileId: row.profileId as RoleId,
      description: lang === 'en' ? row.profileDescriptionEn : row.profileDescriptionIt,
    },
    active: row.active === 1 ? 1 : 0,
  };
}
