import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { trigram } from './columns.js';

// Reference data: lookups, geography (ISTAT), SUAP offices, initiatives, the public-service mapping and the
// business registry. Written by the seed, read by the API.

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
  code: varchar('code', { length: 30 }).notNull().unique(),
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
