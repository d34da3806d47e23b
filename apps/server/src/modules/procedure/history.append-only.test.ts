import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestHistory } from '../../db/schema.js';
import { procedureOf, setupProcedureApp } from './procedure-test-helper.js';

/** The history is a record: the database itself refuses to change or remove a row (migration 0013). */
describe('request history is append-only', async () => {
  const p = await setupProcedureApp();
  const id = await p.inReview(p.collab);
  procedureOf(await p.staffStep(p.collab, id, 'accept'));
  const rows = await p.historyRows(id);
  const rowId = rows[1]!.historyId;

  it.each([
    ['UPDATE', sql`update request_history set message = 'rewritten' where history_id = ${rowId}`],
    ['UPDATE of the whole table', sql`update request_history set to_state_id = 4`],
    ['DELETE', sql`delete from request_history where history_id = ${rowId}`],
    ['DELETE of a request’s rows', sql`delete from request_history where request_id = ${id}`],
  ])('refuses an %s, whoever runs it', async (_name, statement) => {
    await expect(p.database.db.execute(statement)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '42501', message: expect.stringMatching(/append-only/) }),
    });
    expect(await p.historyRows(id)).toEqual(rows);
  });

  it('keeps appending: a new step is a new row', async () => {
    await p.database.db.insert(requestHistory).values({
      requestId: id,
      action: 'assign',
      fromStateId: 4,
      toStateId: 4,
    });
    const after = await p.database.db.select().from(requestHistory).where(eq(requestHistory.requestId, id));
    expect(after).toHaveLength(rows.length + 1);
  });
});
