import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { citizen, requestOf } from '../../../test/citizen.js';

const REQUEST = '/api/suap/v1/request';
const LIMIT = 3;
/** The smallest body a creation takes: the notification contact, as the wizard's first save sends it. */
const NEW_DRAFT = { procedureNotification: { typeId: 1, address: 'citizen@example.it' } };

/** MAX_OPEN_DRAFTS_PER_CITIZEN (issue 22 item 11b): a citizen cannot fill the database with drafts. */
describe('open drafts per citizen', async () => {
  const { app, database } = await buildTestApp({
    RATE_LIMIT_LOGIN_PER_MINUTE: 1000,
    MAX_OPEN_DRAFTS_PER_CITIZEN: LIMIT,
  });
  // Each has one draft in the seed.
  const mario = await citizen(app, 'mario.rossi');
  const anna = await citizen(app, 'anna.verdi');

  async function stored(userId: number) {
    const { rows } = await database.pool.query<{ drafts: string; requests: string; audits: string }>(
      `select (select count(*) from requests where user_id = $1 and state_id = 1) as drafts,
              (select count(*) from requests where user_id = $1) as requests,
              (select count(*) from audit_log where actor_user_id = $1) as audits`,
      [userId],
    );
    const [row] = rows;
    return { drafts: Number(row?.drafts), requests: Number(row?.requests), audits: Number(row?.audits) };
  }

  it('refuses the draft past the limit with 409 draft-limit, in the language of the call, inserting nothing', async () => {
    for (let i = 1; i < LIMIT; i += 1) expect((await mario.post(REQUEST, NEW_DRAFT)).statusCode).toBe(200);
    const before = await stored(mario.userId);
    expect(before.drafts).toBe(LIMIT);

    const refused = await mario.post(REQUEST, NEW_DRAFT);
    expect(refused.statusCode).toBe(409);
    // The title is the status's own (localized by the error handler); the description says what to do.
    expect(refused.json()).toEqual({
      code: 409,
      message: expect.any(String),
      description: `Hai raggiunto il numero massimo di bozze aperte (${LIMIT}): riprendi o elimina una bozza dalla tua area personale prima di iniziarne un'altra.`,
      reason: 'draft-limit',
      limit: LIMIT,
    });
    const english = await mario.post(`${REQUEST}?lang=en`, NEW_DRAFT);
    expect(english.json().description).toBe(
      `You have reached the maximum number of open drafts (${LIMIT}): resume or delete a draft in your personal area before starting another one.`,
    );
    expect(await stored(mario.userId)).toEqual(before);
  });

  it('makes room again once a draft is deleted', async () => {
    const [draft] = (
      await database.db.execute<{ request_id: string; version: number }>(
        sql`select request_id, version from requests where user_id = ${mario.userId} and state_id = 1 limit 1`,
      )
    ).rows;
    const deleted = await mario.del(`${REQUEST}/${draft?.request_id}?version=${draft?.version}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const created = await mario.post(REQUEST, NEW_DRAFT);
    expect(created.statusCode, created.body).toBe(200);
    expect(requestOf(created).stateOfRequest.stateOfRequestId).toBe(1);
    expect((await mario.post(REQUEST, NEW_DRAFT)).statusCode).toBe(409);
  });

  it('never goes past the limit with creations at the same moment', async () => {
    expect((await stored(anna.userId)).drafts).toBe(1);
    const replies = await Promise.all(Array.from({ length: 8 }, () => anna.post(REQUEST, NEW_DRAFT)));
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409, 409, 409]);
    expect((await stored(anna.userId)).drafts).toBe(LIMIT);
  });
});
