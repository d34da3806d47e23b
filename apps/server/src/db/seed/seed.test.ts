import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, type Database } from '../client.js';
import { runMigrations } from '../migrate.js';
import { DEMO_REQUESTS, DEV_ACCOUNTS, seedDemoData, seedReferenceData } from './index.js';

// The shared test template is already seeded; this file needs an empty, migrated database to measure a
// first seeding, so it creates its own on the shared test PostgreSQL.
async function createMigratedDatabase(): Promise<Database> {
  const adminUrl = inject('pgAdminUrl');
  const name = `suap_seed_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString(), 2);
  afterAll(async () => {
    await database.close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  await runMigrations(database.db);
  return database;
}

const TABLES = [
  'profiles',
  'types_of_service',
  'request_states',
  'notification_types',
  'regions',
  'provinces',
  'municipalities',
  'suap',
  'suap_municipalities',
  'initiative_types',
  'initiatives',
  'users',
  'requests',
  'request_history',
  'reference_counters',
  'public_service_mappings',
  'companies',
  'legal_representatives',
];

let database: Database;

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.pool.query(text, values)).rows as T[];
}

/** A fingerprint of every seeded row and of the identity sequences. */
async function fingerprint(): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await rows<{ count: number; digest: string }>(
      `select count(*)::int as count, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`,
    );
    result[table] = `${row?.count}:${row?.digest}`;
  }
  const sequences = await rows<{ sequencename: string; last_value: string | null }>(
    'select sequencename, last_value from pg_sequences order by sequencename',
  );
  for (const sequence of sequences) result[`seq:${sequence.sequencename}`] = String(sequence.last_value);
  return result;
}

beforeAll(async () => {
  database = await createMigratedDatabase();
  await seedReferenceData(database.db, { ipaCode: 'c_h501' });
  await seedDemoData(database.db);
});

describe('reference data', () => {
  it('has the fixed lookup rows', async () => {
    expect(await rows('select profile_id, code from profiles order by 1')).toEqual([
      { profile_id: 1, code: 'FRONT_OFFICE' },
      { profile_id: 2, code: 'BO_ADMIN' },
      { profile_id: 3, code: 'BO_COLLAB' },
      { profile_id: 99, code: 'BACK_OFFICE' },
    ]);
    expect(await rows('select state_id, code from request_states order by 1')).toEqual([
      { state_id: 1, code: 'IN_BOZZA' },
      { state_id: 2, code: 'ELIMINATA' },
      { state_id: 3, code: 'INVIATA' },
      { state_id: 4, code: 'ACCETTATA' },
      { state_id: 5, code: 'RIFIUTATA' },
      { state_id: 6, code: 'IN_ISTRUTTORIA' },
      { state_id: 7, code: 'INTEGRAZIONE_RICHIESTA' },
      { state_id: 8, code: 'INTEGRAZIONE_RICEVUTA' },
      { state_id: 9, code: 'PREAVVISO_DI_RIGETTO' },
      { state_id: 10, code: 'OSSERVAZIONI_RICEVUTE' },
      { state_id: 11, code: 'RITIRATA' },
    ]);
    expect(await rows('select notification_type_id, code from notification_types order by 1')).toEqual([
      { notification_type_id: 1, code: 'EMAIL' },
      { notification_type_id: 2, code: 'PEC' },
    ]);
    expect(await rows('select type_of_service_id from types_of_service')).toEqual([
      { type_of_service_id: 1 },
    ]);
  });

  it('has every region, province and current municipality with ISTAT and cadastral codes', async () => {
    const [counts] = await rows<Record<string, number>>(`select
      (select count(*) from regions)::int as regions,
      (select count(*) from provinces)::int as provinces,
      (select count(*) from municipalities)::int as municipalities,
      (select count(*) from municipalities where cadastral_code is null)::int as without_cadastral`);
    expect(counts?.regions).toBe(20);
    expect(counts?.provinces).toBeGreaterThanOrEqual(107);
    expect(counts?.municipalities).toBeGreaterThanOrEqual(7_800);
    expect(counts?.without_cadastral).toBeLessThan(50);
    expect(
      await rows(`select m.istat_code, m.name, m.cadastral_code, p.abbreviation, r.name as region
        from municipalities m join provinces p using (province_id) join regions r using (region_id)
        where m.municipality_id in (58091, 15146) order by 1`),
    ).toEqual([
      {
        istat_code: '015146',
        name: 'Milano',
        cadastral_code: 'F205',
        abbreviation: 'MI',
        region: 'Lombardia',
      },
      { istat_code: '058091', name: 'Roma', cadastral_code: 'H501', abbreviation: 'RM', region: 'Lazio' },
    ]);
  });

  it('serves every municipality by exactly one SUAP, EXT ones with a url', async () => {
    const [coverage] = await rows<Record<string, number>>(`select
      (select count(*) from municipalities m where not exists
        (select 1 from suap_municipalities sm where sm.municipality_id = m.municipality_id))::int as unserved,
      (select count(*) from suap s where not exists
        (select 1 from suap_municipalities sm where sm.suap_id = s.suap_id))::int as idle,
      (select count(*) from suap where type = 'EXT' and (url is null or url not like 'https://%'))::int as ext_without_url,
      (select count(*) from suap where type = 'EXT')::int as ext,
      (select count(*) from suap)::int as total`);
    expect(coverage).toMatchObject({ unserved: 0, idle: 0, ext_without_url: 0 });
    expect(coverage?.ext).toBeGreaterThan(0);
    expect(coverage?.ext).toBeLessThan((coverage?.total ?? 0) / 5);
    expect(
      await rows(`select s.name, s.pec, s.type from suap s join suap_municipalities sm using (suap_id)
        where sm.municipality_id = 58091`),
    ).toEqual([{ name: 'SUAP del Comune di Roma', pec: 'suap@pec.comune.roma.it', type: 'INT' }]);
  });

  it('finds a SUAP by a served town, regardless of case and accents', async () => {
    const found = await rows<{ name: string }>(
      `select name from suap where search_text like '%' || $1 || '%'`,
      ['forli'],
    );
    expect(found.map((row) => row.name)).toContain('SUAP del Comune di Forlì');
  });

  it('has at least 30 bilingual initiatives over at least 4 types', async () => {
    const [counts] = await rows<Record<string, number>>(`select count(*)::int as initiatives,
      count(distinct type_initiative_id)::int as types,
      count(*) filter (where description_en = '' or activity_en = '' or area_en = '' or search_text_en = '')::int as incomplete
      from initiatives`);
    expect(counts?.initiatives).toBeGreaterThanOrEqual(30);
    expect(counts?.types).toBeGreaterThanOrEqual(4);
    expect(counts?.incomplete).toBe(0);
  });

  it('maps the startup service for the configured IPA code', async () => {
    const [mapping] = await rows<{ ipa_code: string; public_service: { id: string } }>(
      'select ipa_code, public_service from public_service_mappings',
    );
    expect(mapping?.ipa_code).toBe('c_h501');
    expect(mapping?.public_service.id).toBe('c_h501-suap-startup');
  });

  it('registers Giulia Bianchi as legal representative of a company', async () => {
    expect(
      await rows(`select c.vat_number from companies c join legal_representatives lr using (company_id)
        where lr.fiscal_code = 'BNCGLI85M41D612C'`),
    ).toEqual([{ vat_number: '07654320485' }]);
  });
});

describe('demo data', () => {
  it('seeds the portal users of the development accounts, not the others', async () => {
    const users = await rows<{ fiscal_code: string; profile_id: number; active: number }>(
      'select fiscal_code, profile_id, active from users order by fiscal_code',
    );
    expect(users.map((user) => user.fiscal_code)).toEqual([
      'BLUMRC82P09A944Y',
      'BNCGLI85M41D612C',
      'CNTLNE88D50L219P',
      'GLLPLA78B43L219T',
      'NRELCU70S20F839G',
      'RSSMRA80A01H501U',
      'VRDNNA90E52F205A',
    ]);
    expect(users.find((user) => user.fiscal_code === 'NRELCU70S20F839G')?.active).toBe(0);
    expect(users.find((user) => user.fiscal_code === 'GLLPLA78B43L219T')?.profile_id).toBe(2);
    expect(DEV_ACCOUNTS.filter((account) => !account.seededUser).map((account) => account.username)).toEqual([
      'hans.mueller',
      'marie.dupont',
      'sara.russo',
    ]);
  });

  it('gives mario.rossi a request in every state, the procedure ones included, with codes and dates where sent', async () => {
    const mario = await rows<{
      state_id: number;
      reference_code: string | null;
      sent: boolean;
      expires: string | null;
    }>(
      `select r.state_id, r.reference_code, r.sent_request_date is not null as sent, r.draft_expires_on as expires
       from requests r join users u using (user_id) where u.fiscal_code = 'RSSMRA80A01H501U' order by r.request_id`,
    );
    expect(mario.length).toBeGreaterThanOrEqual(12);
    expect(new Set(mario.map((request) => request.state_id))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
    );
    for (const request of mario) {
      const sent = request.state_id >= 3;
      expect(request.sent).toBe(sent);
      expect(request.reference_code !== null).toBe(sent);
      if (sent) expect(request.reference_code).toMatch(/^SUAP-\d{4}-\d{6}$/);
      expect(request.expires !== null).toBe(request.state_id === 1);
    }
  });

  it('gives anna.verdi a few requests, all with an INT SUAP, an initiative and contacts', async () => {
    const [anna] = await rows<{ count: number }>(
      `select count(*)::int as count from requests r join users u using (user_id) where u.fiscal_code = 'VRDNNA90E52F205A'`,
    );
    expect(anna?.count).toBeGreaterThanOrEqual(2);
    const [incomplete] = await rows<{ count: number }>(`select count(*)::int as count from requests r
      left join suap s using (suap_id)
      where s.type is distinct from 'INT' or r.initiative_id is null or r.notification_address is null`);
    expect(incomplete?.count).toBe(0);
  });

  it('keeps the reference counter and the identity sequences ahead of the seeded rows', async () => {
    const counters = await rows<{
      year: number;
      last_value: number;
      used: number;
    }>(`select c.year, c.last_value,
      (select max(substring(reference_code from 11)::int) from requests
        where substring(reference_code from 6 for 4)::int = c.year) as used from reference_counters c`);
    expect(counters.length).toBeGreaterThan(0);
    for (const counter of counters) expect(counter.last_value).toBe(counter.used);

    const [inserted] = await rows<{
      request_id: number;
    }>(`insert into requests (type_of_service_id, state_id, user_id)
      select 1, 1, user_id from users limit 1 returning request_id`);
    expect(inserted?.request_id).toBe(DEMO_REQUESTS.length + 1);
    await rows('delete from requests where request_id = $1', [inserted?.request_id]);
  });
});

describe('seeding again', () => {
  it('changes no row and no sequence', async () => {
    const before = await fingerprint();
    await seedReferenceData(database.db, { ipaCode: 'c_h501' });
    await seedDemoData(database.db);
    expect(await fingerprint()).toEqual(before);
  });

  it('restores a missing row without touching the others', async () => {
    await rows('delete from suap_municipalities where municipality_id = 58120');
    const before = await fingerprint();
    await seedReferenceData(database.db, { ipaCode: 'c_h501' });
    expect(
      await rows('select count(*)::int as count from suap_municipalities where municipality_id = 58120'),
    ).toEqual([{ count: 1 }]);
    const after = await fingerprint();
    expect({ ...after, suap_municipalities: '' }).toEqual({ ...before, suap_municipalities: '' });
  });

  it('leaves rows edited after seeding as they are', async () => {
    await rows(`update suap set pec = 'nuova.pec@pec.comune.roma.it' where name = 'SUAP del Comune di Roma'`);
    await seedReferenceData(database.db, { ipaCode: 'c_h501' });
    expect(await rows(`select pec from suap where name = 'SUAP del Comune di Roma'`)).toEqual([
      { pec: 'nuova.pec@pec.comune.roma.it' },
    ]);
  });
});
