import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, trigram } from './columns.js';
import { profiles } from './reference.js';

// Portal users (citizens and staff).

/* ---------------------------------------------------------------- users */

export const users = pgTable(
  'users',
  {
    userId: integer('user_id').primaryKey().generatedByDefaultAsIdentity(),
    userEidasId: varchar('user_eidas_id', { length: 20 }).unique(),
    // suap_it (migration 0009), as users_name_idx.
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    placeOfBirth: varchar('place_of_birth', { length: 100 }),
    cityOfBirth: varchar('city_of_birth', { length: 100 }),
    fiscalCode: varchar('fiscal_code', { length: 16 }).notNull().unique(),
    gender: varchar('gender', { length: 1 }),
    email: varchar('email', { length: 254 }),
    profileId: smallint('profile_id')
      .notNull()
      .references(() => profiles.profileId),
    active: smallint('active').notNull().default(1),
    createdAt: createdAt('created_at'),
    updatedAt: createdAt('updated_at'),
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    // Default order of the back-office user list: by surname, then first name.
    index('users_name_idx').on(t.lastName, t.firstName, t.userId),
    index('users_profile_idx').on(t.profileId),
    trigram('users_search_trgm', t.searchText),
    check('users_active_ck', sql`${t.active} in (0, 1)`),
    check('users_gender_ck', sql`${t.gender} in ('M', 'F')`),
  ],
);
