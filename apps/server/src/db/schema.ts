import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

// Every table of SPEC §3 that persists. Column names are snake_case in SQL and camelCase in TypeScript.
// `search_text` columns hold toSearchText(...) of the searchable fields (src/db/search-text.ts) and carry a
// pg_trgm GIN index, so `search_text LIKE '%term%'` stays fast and is case- and accent-insensitive. The requests'
// one is computed by triggers in the database (migration 0010), whatever the application writes.
// Collation: drizzle cannot declare one, so migration 0009 sets the ICU collation suap_it (Italian order, case and
// accents only breaking ties) on the columns marked "suap_it" below; ORDER BY them needs no COLLATE.
// The pg_trgm extension is created by the first migration (drizzle/0000_extensions.sql).

const createdAt = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const trigram = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops'));

/* ------------------------------------------------------------------ lookups */

// Labels of profiles, states and types of service: suap_it (migration 0009), the lists sort by them.
export const profiles = pgTable('profiles', {
  profileId: smallint('profile_id').primaryKey(),
  code: varchar('code', { length: 20 }).notNull().unique(),
  descriptionIt: text('description_it').notNull(),
  descriptionEn: text('description_en').notNull(),
});

export const typesOfService = pgTable('types_of_service', {
  typeOfServiceId: smallint('type_of_service_id').primaryKey(),
  code: varchar('code', { length: 30 }).notNull().unique(),
  nameIt: text('name_it').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionIt: text('description_it').notNull(),
  descriptionEn: text('description_en').notNull(),
});

export const requestStates = pgTable('request_states', {
  stateId: smallint('state_id').primaryKey(),
  code: varchar('code', { length: 20 }).notNull().unique(),
  descriptionIt: text('description_it').notNull(),
  descriptionEn: text('description_en').notNull(),
});

export const notificationTypes = pgTable('notification_types', {
  notificationTypeId: smallint('notification_type_id').primaryKey(),
  code: varchar('code', { length: 20 }).notNull().unique(),
  descriptionIt: text('description_it').notNull(),
  descriptionEn: text('description_en').notNull(),
});

/* ---------------------------------------------------------------- geography */

// Ids are the ISTAT numeric codes (region 12 = Lazio, province 58 = Roma, municipality 58091 = Roma), so
// they are stable across reseeding; the zero-padded text forms are kept for display and exchange. Names: suap_it
// (migration 0009).
export const regions = pgTable('regions', {
  regionId: smallint('region_id').primaryKey(),
  istatCode: varchar('istat_code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
});

export const provinces = pgTable(
  'provinces',
  {
    provinceId: smallint('province_id').primaryKey(),
    istatCode: varchar('istat_code', { length: 3 }).notNull().unique(),
    abbreviation: varchar('abbreviation', { length: 2 }).notNull().unique(),
    name: text('name').notNull(),
    regionId: smallint('region_id')
      .notNull()
      .references(() => regions.regionId),
  },
  (t) => [index('provinces_region_idx').on(t.regionId, t.name)],
);

export const municipalities = pgTable(
  'municipalities',
  {
    municipalityId: integer('municipality_id').primaryKey(),
    istatCode: varchar('istat_code', { length: 6 }).notNull().unique(),
    name: text('name').notNull(),
    // Belfiore code used in fiscal codes (H501 = Roma); null where the source data has no match.
    cadastralCode: varchar('cadastral_code', { length: 4 }),
    provinceId: smallint('province_id')
      .notNull()
      .references(() => provinces.provinceId),
  },
  (t) => [
    index('municipalities_province_idx').on(t.provinceId, t.name),
    index('municipalities_cadastral_code_idx').on(t.cadastralCode),
  ],
);

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

/* ---------------------------------------------------------------- SUAP offices */

export const suap = pgTable(
  'suap',
  {
    suapId: integer('suap_id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(), // suap_it (migration 0009)
    pec: varchar('pec', { length: 254 }).notNull(),
    type: varchar('type', { length: 3 }).notNull().default('INT'),
    // Where a citizen files with an EXT office (SPEC §4 "Suap exception"): required for EXT.
    url: text('url'),
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    index('suap_type_name_idx').on(t.type, t.name),
    trigram('suap_search_trgm', t.searchText),
    check('suap_type_ck', sql`${t.type} in ('INT', 'EXT')`),
    check('suap_ext_url_ck', sql`${t.type} <> 'EXT' or ${t.url} is not null`),
  ],
);

// The primary key makes "each municipality is served by exactly one SUAP" a database rule.
export const suapMunicipalities = pgTable(
  'suap_municipalities',
  {
    municipalityId: integer('municipality_id')
      .primaryKey()
      .references(() => municipalities.municipalityId),
    suapId: integer('suap_id')
      .notNull()
      .references(() => suap.suapId),
  },
  (t) => [index('suap_municipalities_suap_idx').on(t.suapId)],
);

/* ---------------------------------------------------------------- initiatives */

export const initiativeTypes = pgTable('initiative_types', {
  typeInitiativeId: smallint('type_initiative_id').primaryKey(),
  code: varchar('code', { length: 10 }).notNull().unique(),
  descriptionIt: text('description_it').notNull(),
  descriptionEn: text('description_en').notNull(),
});

export const initiatives = pgTable(
  'initiatives',
  {
    initiativeId: integer('initiative_id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 20 }).notNull().unique(),
    // Descriptions, activities and areas: suap_it (migration 0009).
    descriptionIt: text('description_it').notNull(),
    descriptionEn: text('description_en').notNull(),
    activityIt: text('activity_it').notNull(),
    activityEn: text('activity_en').notNull(),
    areaIt: text('area_it').notNull(),
    areaEn: text('area_en').notNull(),
    typeInitiativeId: smallint('type_initiative_id')
      .notNull()
      .references(() => initiativeTypes.typeInitiativeId),
    searchTextIt: text('search_text_it').notNull().default(''),
    searchTextEn: text('search_text_en').notNull().default(''),
  },
  (t) => [
    index('initiatives_type_idx').on(t.typeInitiativeId),
    trigram('initiatives_search_it_trgm', t.searchTextIt),
    trigram('initiatives_search_en_trgm', t.searchTextEn),
  ],
);

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
    // Copies of the owner's names and of the SUAP's name, so the back-office list sorts by them with an index
    // instead of joining and sorting a million rows. Written only by triggers (migration 0005): on insert, on a
    // change of user_id/suap_id, and when a user or a SUAP is renamed. The API never reads them. suap_it (0009).
    ownerFirstName: varchar('owner_first_name', { length: 100 }),
    ownerLastName: varchar('owner_last_name', { length: 100 }),
    suapName: text('suap_name'),
  },
  (t) => [
    index('requests_user_idx').on(t.userId, t.requestId.desc()),
    index('requests_state_idx').on(t.stateId, t.requestId.desc()),
    index('requests_suap_idx').on(t.suapId),
    index('requests_initiative_idx').on(t.initiativeId),
    index('requests_draft_expiry_idx')
      .on(t.draftExpiresOn)
      .where(sql`${t.stateId} = 1`),
    trigram('requests_search_trgm', t.searchText),
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
    // A complete fiscal code typed into the back-office search is also looked up here (exact), not only through
    // the trigram index, whose common trigrams make long posting lists (list-query.ts, migration 0012).
    index('requests_fiscal_code_idx').on(t.fiscalCode),
    check('requests_language_ck', sql`${t.language} in ('it', 'en')`),
    check('requests_gender_ck', sql`${t.gender} in ('M', 'F')`),
    check('requests_partita_iva_ck', sql`${t.partitaIva} ~ '^[0-9]{11}$'`),
    check('requests_version_ck', sql`${t.version} >= 1`),
  ],
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

/* ---------------------------------------------------------------- public service mapping */

// Italian service name + IPA code -> EU public-service object (SPEC §7 public-service/mapping).
export const publicServiceMappings = pgTable(
  'public_service_mappings',
  {
    nameIt: text('name_it').notNull(),
    ipaCode: varchar('ipa_code', { length: 20 }).notNull(),
    publicService: jsonb('public_service').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ name: 'public_service_mappings_pk', columns: [t.nameIt, t.ipaCode] })],
);

/* ---------------------------------------------------------------- business registry */

export const companies = pgTable(
  'companies',
  {
    companyId: integer('company_id').primaryKey().generatedByDefaultAsIdentity(),
    vatNumber: varchar('vat_number', { length: 11 }).notNull().unique(),
    fiscalCode: varchar('fiscal_code', { length: 16 }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('companies_fiscal_code_idx').on(t.fiscalCode)],
);

export const legalRepresentatives = pgTable(
  'legal_representatives',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    fiscalCode: varchar('fiscal_code', { length: 16 }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'legal_representatives_pk', columns: [t.companyId, t.fiscalCode] }),
    index('legal_representatives_fiscal_code_idx').on(t.fiscalCode),
  ],
);

/* ---------------------------------------------------------------- sessions and audit */

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the cookie value: a leaked table does not yield usable cookies.
    id: text('id').primaryKey(),
    idp: varchar('idp', { length: 2 }).notNull(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    // Claims, tokens and PKCE/state/nonce of a login in progress: never sent to the browser. Its shape is
    // owned by the auth module (SessionData), hence the loose `object` type here.
    data: jsonb('data').$type<object>().notNull().default({}),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt('created_at'),
    lastSeenAt: createdAt('last_seen_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    // What the person's list of active sessions shows (migration 0007): an id of its own, so the list never
    // carries the key above, and the browser family and operating system of the User-Agent at login.
    publicId: uuid('public_id').notNull().defaultRandom(),
    deviceBrowser: varchar('device_browser', { length: 40 }),
    deviceOs: varchar('device_os', { length: 40 }),
    // Set on logins in progress only (migration 0008): the address that started it, so each address keeps a
    // bounded number of them; gone with the row when the login completes or after ten minutes.
    clientAddress: varchar('client_address', { length: 45 }),
  },
  (t) => [
    uniqueIndex('sessions_public_id_idx').on(t.publicId),
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_user_idx').on(t.userId),
    index('sessions_pre_login_address_idx')
      .on(t.clientAddress, t.createdAt)
      .where(sql`${t.clientAddress} is not null`),
    check('sessions_idp_ck', sql`${t.idp} in ('fo', 'bo')`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: createdAt('at'),
    actorUserId: integer('actor_user_id').references(() => users.userId, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at), index('audit_log_at_idx').on(t.at)],
);

/* ---------------------------------------------------------------- embedded identity providers */

// State of the embedded OpenID Connect providers (interactions, provider sessions, codes, grants, tokens),
// kept here so it survives restarts and is shared by every instance (src/modules/idp/pg-adapter.ts).
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    idp: varchar('idp', { length: 2 }).notNull(),
    model: varchar('model', { length: 40 }).notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'oidc_payloads_pk', columns: [t.idp, t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.idp, t.grantId),
    index('oidc_payloads_uid_idx').on(t.idp, t.model, t.uid),
    index('oidc_payloads_user_code_idx').on(t.idp, t.model, t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

// Signing keys, cookie keys and client secret of each embedded provider, generated once (src/modules/idp/idp-keys.ts).
export const idpKeys = pgTable('idp_keys', {
  idp: varchar('idp', { length: 2 }).primaryKey(),
  jwks: jsonb('jwks').$type<{ keys: Record<string, unknown>[] }>().notNull(),
  cookieKeys: jsonb('cookie_keys').$type<string[]>().notNull(),
  clientSecret: text('client_secret').notNull(),
  createdAt: createdAt('created_at'),
});
