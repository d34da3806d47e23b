import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, trigram } from './columns.js';
import { typesOfService, requestStates, notificationTypes, suap, initiatives } from './reference.js';
import { users } from './users.js';

// Requests and the counters triggers keep for them (state counts, change counters of migration 0006, reference
// numbers).

/* ---------------------------------------------------------------- requests */

export const requests = pgTable(
  'requests',
  {
    requestId: bigint('request_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    // SUAP-YYYY-NNNNNN, assigned when the request is sent (see reference_counters).
    referenceCode: varchar('reference_code', { length: 20 }).unique(),
    // Optimistic concurrency: every update must match and increment it.
    version: integer('version').notNull().default(1),
    typeOfServiceId: smallint('type_of_service_id')
      .notNull()
      .references(() => typesOfService.typeOfServiceId),
    stateId: smallint('state_id')
      .notNull()
      .references(() => requestStates.stateId),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId),
    suapId: integer('suap_id').references(() => suap.suapId),
    initiativeId: integer('initiative_id').references(() => initiatives.initiativeId),
    notificationTypeId: smallint('notification_type_id').references(
      () => notificationTypes.notificationTypeId,
    ),
    notificationAddress: varchar('notification_address', { length: 254 }),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    fiscalCode: varchar('fiscal_code', { length: 16 }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    placeOfBirth: varchar('place_of_birth', { length: 100 }),
    cityOfBirth: varchar('city_of_birth', { length: 100 }),
    gender: varchar('gender', { length: 1 }),
    email: varchar('email', { length: 254 }),
    legalRepresentative: boolean('legal_representative').notNull().default(false),
    partitaIva: varchar('partita_iva', { length: 11 }),
    companyName: text('company_name'),
    // Language the request was made in: the PDF recap is produced in it.
    language: varchar('language', { length: 2 }).notNull().default('it'),
    sentRequestDate: timestamp('sent_request_date', { withTimezone: true }),
    createdOn: createdAt('created_on'),
    updatedOn: createdAt('updated_on'),
    draftExpiresOn: date('draft_expires_on', { mode: 'string' }),
    // Computed by the database (migration 0010): code, owner, SUAP, initiative; typed personal data once sent.
    searchText: text('search_text').notNull().default(''),
    // Also the database's (migration 0014): the part of search_text the back-office list cannot match through a
    // column of its own (owner's names, SUAP name and initiative are matched through theirs: list-query.ts), i.e.
    // the reference code and, once sent, the typed data, with the owner's names taken out. Trigram-indexed.
    searchRest: text('search_rest').notNull().default(''),
    // Copies of the owner's names and of the SUAP's name, so the back-office list sorts by them with an index
    // instead of joining and sorting a million rows. Written only by triggers (migration 0005): on insert, on a
    // change of user_id/suap_id, and when a user or a SUAP is renamed. The API never reads them. suap_it (0009).
    ownerFirstName: varchar('owner_first_name', { length: 100 }),
    ownerLastName: varchar('owner_last_name', { length: 100 }),
    suapName: text('suap_name'),
    // The procedure after sending (issue 27): the responsible operator, the last day of the term the citizen is
    // given to answer (states 7 and 9), and when the deadline job found that term expired.
    assigneeUserId: integer('assignee_user_id').references(() => users.userId),
    termDueOn: date('term_due_on', { mode: 'string' }),
    termExpiredAt: timestamp('term_expired_at', { withTimezone: true }),
  },
  (t) => [
    index('requests_user_idx').on(t.userId, t.requestId.desc()),
    index('requests_state_idx').on(t.stateId, t.requestId.desc()),
    index('requests_suap_idx').on(t.suapId),
    // By initiative, then state: the back-office search counts a common initiative word's requests in the listed
    // states from this index alone (list-query.ts, denseCheck; migration 0014).
    index('requests_initiative_idx').on(t.initiativeId, t.stateId),
    index('requests_draft_expiry_idx')
      .on(t.draftExpiresOn)
      .where(sql`${t.stateId} = 1`),
    trigram('requests_search_rest_trgm', t.searchRest),
    // Back-office list (src/modules/backoffice/list-query.ts): one index per sort column, led by the state, so a
    // page of one state is a walk of its slice of the index in order and a page of several states a Merge Append
    // of those slices; either stops after offset + limit entries, whatever the table size (migration 0011).
    // requestId and the state label sort walk requests_state_idx above; the type label sort walks the type one.
    index('requests_bo_reference_code_idx').on(t.stateId, t.referenceCode.desc(), t.requestId.desc()),
    index('requests_bo_sent_idx').on(t.stateId, t.sentRequestDate.desc(), t.requestId.desc()),
    index('requests_bo_updated_idx').on(t.stateId, t.updatedOn.desc(), t.requestId.desc()),
    index('requests_bo_created_idx').on(t.stateId, t.createdOn.desc(), t.requestId.desc()),
    index('requests_bo_first_name_idx').on(t.stateId, t.ownerFirstName.desc(), t.requestId.desc()),
    index('requests_bo_last_name_idx').on(t.stateId, t.ownerLastName.desc(), t.requestId.desc()),
    index('requests_bo_suap_name_idx').on(t.stateId, t.suapName.desc(), t.requestId.desc()),
    index('requests_bo_type_idx').on(t.stateId, t.typeOfServiceId, t.requestId.desc()),
    // The typed fiscal code is found here by its beginning (a complete one is its own beginning), in the states whose
    // typed data staff see; it is not in search_rest, whose trigram index its digits made slow (migration 0022).
    // Byte order (COLLATE "C", migration 0024): a prefix's range ends at its last character plus one, a bound a
    // linguistic collation would sort elsewhere (':' after '9' only in byte order).
    index('requests_fiscal_code_idx').on(sql`${t.fiscalCode} collate "C"`, t.stateId),
    // A search of one word found among the owners' names reads its requests with every sort key from these
    // indexes alone (migration 0025 adds the sort columns and the operator as INCLUDE columns: drizzle cannot
    // declare them), instead of visiting each of a common surname's few thousand requests.
    index('requests_found_first_name_idx').on(t.ownerFirstName, t.stateId, t.requestId),
    index('requests_found_last_name_idx').on(t.ownerLastName, t.stateId, t.requestId),
    // The same for a word found among the SUAPs' names (a town): the deeper pages of a common one (migration 0026).
    index('requests_found_suap_name_idx').on(t.suapName, t.stateId, t.requestId),
    // "Assigned to me": an operator's requests by state, newest first (the back-office list's filter). Migration
    // 0014 adds every sortable column as INCLUDE columns (drizzle cannot declare them), so the list reads an
    // operator's requests from the index alone.
    index('requests_assignee_idx')
      .on(t.assigneeUserId, t.stateId, t.requestId.desc())
      .where(sql`${t.assigneeUserId} is not null`),
    // "Assigned to me" sorted by a column (migration 0021): an operator's requests in that column's order, the state
    // as an INCLUDE column (drizzle cannot declare it) tested on the index entry, so a page is a walk of the
    // operator's entries that stops after it. Drafts never have an operator: these indexes cost their saves nothing.
    ...(
      [
        ['reference_code', t.referenceCode],
        ['sent', t.sentRequestDate],
        ['updated', t.updatedOn],
        ['created', t.createdOn],
        ['first_name', t.ownerFirstName],
        ['last_name', t.ownerLastName],
        ['suap_name', t.suapName],
      ] as const
    ).map(([name, column]) =>
      index(`requests_mine_${name}_idx`)
        .on(t.assigneeUserId, column.desc(), t.requestId.desc())
        .where(sql`${t.assigneeUserId} is not null`),
    ),
    // The deadline job's scan: open terms only, by their last day.
    index('requests_open_term_idx')
      .on(t.termDueOn)
      .where(sql`${t.termExpiredAt} is null and ${t.stateId} in (7, 9)`),
    check('requests_language_ck', sql`${t.language} in ('it', 'en')`),
    check('requests_gender_ck', sql`${t.gender} in ('M', 'F')`),
    check('requests_partita_iva_ck', sql`${t.partitaIva} ~ '^[0-9]{11}$'`),
    check('requests_version_ck', sql`${t.version} >= 1`),
  ],
);

/**
 * Every step of a request's procedure, oldest first (issue 27): written in the transaction of the change it
 * records, never updated nor deleted (a trigger refuses both: migration 0013). `from_state_id` is null for the
 * first step; steps that change no state (expireTerm, assign once in review) have from = to. `actor_user_id` is
 * null for the server's own steps (the deadline job). `message` holds the reason or message, `assessment` the
 * final refusal's answer to the observations, `due_on` the term given, `assignee_user_id` the operator put in
 * charge.
 */
export const requestHistory = pgTable(
  'request_history',
  {
    historyId: bigint('history_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => requests.requestId),
    at: createdAt('at'),
    action: varchar('action', { length: 30 }).notNull(),
    fromStateId: smallint('from_state_id').references(() => requestStates.stateId),
    toStateId: smallint('to_state_id')
      .notNull()
      .references(() => requestStates.stateId),
    actorUserId: integer('actor_user_id').references(() => users.userId),
    actorProfileId: smallint('actor_profile_id'),
    message: text('message'),
    assessment: text('assessment'),
    dueOn: date('due_on', { mode: 'string' }),
    assigneeUserId: integer('assignee_user_id').references(() => users.userId),
    // 'ssu': the back office took the step through the national SUAP system's e-services (issue 30).
    via: varchar('via', { length: 10 }),
  },
  (t) => [index('request_history_request_idx').on(t.requestId, t.historyId)],
);

// Exact number of requests in each state, kept by statement-level triggers on requests (the
// *_request_state_counts_triggers.sql migration), so the back-office list's unfiltered totals are one row read
// instead of a count over a million rows. Filtered totals are counted over the filter's index instead.
export const requestStateCounts = pgTable('request_state_counts', {
  stateId: smallint('state_id')
    .primaryKey()
    .references(() => requestStates.stateId),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
});

/**
 * Exact number of requests each operator is responsible for, per state (migration 0021): the total of an "assigned
 * to me" list is a few rows read, not a count of the operator's thousands of requests. Kept by row triggers on
 * requests that fire only when an operator or a state changes.
 */
export const requestAssigneeCounts = pgTable(
  'request_assignee_counts',
  {
    assigneeUserId: integer('assignee_user_id').notNull(),
    stateId: smallint('state_id').notNull(),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.assigneeUserId, t.stateId] })],
);

/**
 * Counters that triggers move when data behind a cached reply changes (migration 0006). Read in the same
 * statement as the session, they tell every instance whether a reply it keeps is still current.
 */
export const changeCounters = pgTable('change_counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

/**
 * Per user: moves when the user's requests or own row change (migration 0006); no row yet reads as 0. No foreign
 * key: its check would lock the users row at commit, where the counters are moved last (see the migration).
 */
export const userChangeCounters = pgTable('user_change_counters', {
  userId: integer('user_id').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

// One row per year; the next code is taken with
// INSERT ... ON CONFLICT (year) DO UPDATE SET last_value = reference_counters.last_value + 1 RETURNING last_value.
export const referenceCounters = pgTable('reference_counters', {
  year: smallint('year').primaryKey(),
  lastValue: integer('last_value').notNull().default(0),
});
