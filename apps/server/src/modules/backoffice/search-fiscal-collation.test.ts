import { apiPaths, type BackOfficeRequestListReply } from '@suap/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { call, signedIn } from '../../../test/back-office-sessions.js';

const LIST = `/api${apiPaths.backOffice.requests}`;
const CODE = 'QZXFSZ89A01H501U';

// Migration 0024: a fiscal code's beginning is a range of its btree ending at the beginning with its last character
// plus one ('…9' up to '…:'), a bound that holds in byte order only. The embedded database is created in the C
// locale; a deployment's database may not be, so here the column takes ICU's root collation, which sorts ':' and
// '[' before the digits and letters, as glibc's linguistic locales do.
describe('the fiscal-code search under a linguistic collation', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const { db } = database;
  // A trigger naming the column forbids changing its type: those triggers are dropped and made again around it.
  const { rows: triggers } = await db.execute<{ name: string; definition: string }>(sql`
    select tgname as name, pg_get_triggerdef(oid) as definition from pg_trigger
    where tgrelid = 'requests'::regclass and not tgisinternal and pg_get_triggerdef(oid) like '%fiscal_code%'`);
  for (const trigger of triggers) await db.execute(sql.raw(`drop trigger "${trigger.name}" on requests`));
  await db.execute(sql`alter table requests alter column fiscal_code type varchar(16) collate "und-x-icu"`);
  for (const trigger of triggers) await db.execute(sql.raw(trigger.definition));
  const { rows } = await db.execute<{ request_id: number }>(sql`
    update requests set fiscal_code = ${CODE}
    where request_id = (select min(request_id) from requests where state_id = 3)
    returning request_id`);
  const id = Number(rows[0]?.request_id);
  const staff = await signedIn(app, 'bo', 'collab');

  async function found(filter: string): Promise<number[]> {
    const res = await call(staff, 'GET', `${LIST}?size=100&filter=${encodeURIComponent(filter)}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as BackOfficeRequestListReply).requestList.map((request) => request.requestId ?? 0);
  }

  it('sorts the bound of a beginning ending in 9 or Z before it, as the test needs', async () => {
    const { rows: order } = await db.execute<{ before: boolean }>(
      sql`select ${'QZXFSZ8:'}::text collate "und-x-icu" < ${'QZXFSZ89'}::text collate "und-x-icu" as before`,
    );
    expect(order[0]?.before).toBe(true);
  });

  it('finds the code by beginnings ending in a digit, in 9 and in Z, and whole', async () => {
    for (const filter of ['QZXFSZ8', 'qzxfsz89', 'QZXFSZ', 'QZXFSZ89A01H501', CODE])
      expect(await found(filter), filter).toEqual([id]);
  });

  it('still reads the beginning through the fiscal code index', async () => {
    // The seeded table is small enough for a sequential scan to win: ruled out, what is left is whether the
    // index's byte order serves the comparisons on a column that sorts otherwise.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows: lines } = await tx.execute<{
        'QUERY PLAN': string;
      }>(sql`explain select count(*) from requests
        where fiscal_code collate "C" >= 'QZXFSZ89' and fiscal_code collate "C" < 'QZXFSZ8:' and state_id = 3`);
      return lines.map((line) => line['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using requests_fiscal_code_idx/);
  });
});
