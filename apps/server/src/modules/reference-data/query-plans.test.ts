import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper.js';
import { toContainsPattern } from '../../db/search-text.js';
import { PgDialect } from 'drizzle-orm/pg-core';
import { referenceDataRepository, servedMunicipalitiesMatching } from './reference-data.repository.js';

// The reference calls must stay fast when the tables grow: their filters have to be answerable from an index.
// On the seeded data (218 offices, 37 initiatives) PostgreSQL rightly reads those small tables whole, so the
// free-text plans are checked with sequential scans disabled: if the query could not use the trigram index
// (a function around the column, ILIKE on the raw name...), the plan would still show a Seq Scan.
describe('query plans of the reference calls', async () => {
  const database = await createTestDatabase();
  const repository = referenceDataRepository(database.db);
  const window = { offset: 0, limit: 12 };

  async function plan(
    query: { toSQL(): { sql: string; params: unknown[] } },
    options: { noSeqScan?: boolean } = {},
  ) {
    const { sql, params } = query.toSQL();
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      if (options.noSeqScan) await client.query('set local enable_seqscan = off');
      const result = await client.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await client.query('rollback');
      client.release();
    }
  }

  it('the SUAP free-text filter uses the trigram index', async () => {
    const query = repository.suapPageQuery(
      { sort: { field: 'name', type: 'asc' }, pattern: toContainsPattern('forlì') },
      window,
    );
    const text = await plan(query, { noSeqScan: true });
    expect(text).toContain('suap_search_trgm');
    expect(text).not.toMatch(/Seq Scan on suap/);
  });

  it('the SUAP municipality filter reads indexes only, with the planner left alone', async () => {
    const query = repository.suapPageQuery(
      { sort: { field: 'name', type: 'asc' }, municipalityId: 40012 },
      window,
    );
    const text = await plan(query);
    expect(text).toContain('suap_municipalities_pkey');
    expect(text).not.toMatch(/Seq Scan on (suap|suap_municipalities|municipalities)\b/);
  });

  it("folds only the names of the offices' own municipalities, with the planner left alone", async () => {
    const statement = servedMunicipalitiesMatching([60, 61], toContainsPattern('pavia'));
    const text = await plan({ toSQL: () => new PgDialect().sqlToQuery(statement) });
    // The pattern is tested on the served rows (the CTE), never while scanning every municipality.
    expect(text).toMatch(/CTE Scan on served[^\n]*\n\s*Filter: [^\n]*~~ '%pavia%'/);
    expect(text).not.toMatch(/Seq Scan on municipalities[^\n]*\n\s*Filter/);
  });

  it('the municipalities of a province are read through the province index', async () => {
    const text = await plan(repository.municipalities(40));
    expect(text).toContain('municipalities_province_idx');
    expect(text).not.toMatch(/Seq Scan on municipalities/);
  });

  it.each(['it', 'en'] as const)(
    'the initiative free-text filter in %s uses its trigram index',
    async (lang) => {
      const query = repository.initiativePageQuery(
        {
          lang,
          sort: { field: lang === 'en' ? 'activityEn' : 'activityIt', type: 'asc' },
          pattern: toContainsPattern('acconciatore'),
        },
        window,
      );
      const text = await plan(query, { noSeqScan: true });
      expect(text).toContain(`initiatives_search_${lang}_trgm`);
    },
  );
});
