import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { citizen, FIRST_STEP, requestOf } from '../../../test/citizen.js';

const BASE = '/api/suap/v1/request';
const SAVES = 8;

// Database.batchWrites: a batch of draft saves is one named statement over arrays, planned once per connection.
// Left to PostgreSQL's choice (the main pool) it was planned anew for every batch, past its first five runs too.
describe('the draft-save batches', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const mario = await citizen(app, 'mario.rossi');

  /** How the batch-write connections planned a named statement, over all of them. */
  async function plansOf(name: string) {
    const clients = await Promise.all(
      Array.from({ length: database.batchWrites.options.max }, () => database.batchWrites.connect()),
    );
    try {
      const counts = await Promise.all(
        clients.map(async (client) => {
          const { rows } = await client.query<{ generic: string; custom: string }>(
            `select generic_plans as generic, custom_plans as custom from pg_prepared_statements where name = $1`,
            [name],
          );
          return { generic: Number(rows[0]?.generic ?? 0), custom: Number(rows[0]?.custom ?? 0) };
        }),
      );
      return counts.reduce((sum, each) => ({
        generic: sum.generic + each.generic,
        custom: sum.custom + each.custom,
      }));
    } finally {
      for (const client of clients) client.release();
    }
  }

  it('run on the batch-write connections with their one generic plan, never a plan per batch', async () => {
    const created = await mario.post(BASE, FIRST_STEP);
    expect(created.statusCode, created.body).toBe(200);
    let draft = requestOf(created);
    for (let save = 0; save < SAVES; save += 1) {
      const reply = await mario.put(`${BASE}/${draft.requestId}`, {
        version: draft.version,
        personalData: { firstName: `Nome${'a'.repeat(save + 1)}` },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      draft = requestOf(reply);
    }
    expect(draft.personalData?.firstName).toBe(`Nome${'a'.repeat(SAVES)}`);
    const plans = await plansOf('request_draft_saves');
    expect(plans.custom).toBe(0);
    expect(plans.generic).toBe(SAVES);
  });
});
