import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.js';

// Migration 0023: a trigram index keeps no pending list, which every search through it would read in full until a
// vacuum merged it (issue 25: after a day of draft saves, 20 ms per back-office search instead of 0.4 ms).
describe('trigram indexes', async () => {
  const { pool } = await createTestDatabase();

  it('are every one built without a pending list (fastupdate off)', async () => {
    const { rows } = await pool.query<{ name: string; options: string[] | null }>(`
      select c.relname as name, c.reloptions as options from pg_index i
        join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
      where a.amname = 'gin' order by 1`);
    expect(rows.map((row) => row.name)).toContain('requests_search_rest_trgm');
    for (const row of rows) expect(row.options ?? [], row.name).toContain('fastupdate=off');
  });

  it('take a saved draft into the index at once, leaving nothing for a search to read aside', async () => {
    // Seeded demo request 8 is a draft (src/db/seed/demo-requests.ts); its updates are not HOT (updated_on is indexed).
    for (let i = 0; i < 20; i += 1)
      await pool.query(
        `update requests set updated_on = now(), company_name = 'Bottega ' || $1 where request_id = 8`,
        [`n${i}`],
      );
    const { rows } = await pool.query<{ pending: number }>(
      `select gin_clean_pending_list('requests_search_rest_trgm') as pending`,
    );
    expect(Number(rows[0]?.pending)).toBe(0);
  });
});
