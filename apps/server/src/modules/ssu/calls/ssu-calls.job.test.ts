import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ssuOutbox } from '../../../db/schema.js';
import { setupSsuApp } from '../ssu.test-support.js';

/**
 * The SSU calls go through the outbox (issue 30, point 3): written with the step, retried with backoff while a
 * counterpart is down, made once when it is back, marked failed when the attempts are spent; a step that rolls
 * back leaves no call.
 */
describe('SSU calls through the outbox', async () => {
  const ssu = await setupSsuApp({ SSU_MAX_ATTEMPTS: 3, SSU_RETRY_SECONDS: 30 });
  const simulator = ssu.app.ssu!.simulator!;
  const dueNow = (requestId: number) =>
    ssu.db
      .update(ssuOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(ssuOutbox.requestId, requestId));

  it('retries while the catalogue is down and calls it once when it is back', async () => {
    simulator.unavailable = true;
    const requestId = await ssu.sentRequest();
    expect(await ssu.app.ssu!.runCalls()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [waiting] = await ssu.calls(requestId);
    expect(waiting).toMatchObject({ operation: 'request_cui', status: 'pending', attempts: 1 });
    expect(waiting!.lastError).toMatch(/503.*ERROR_503_001/);
    // The first retry waits SSU_RETRY_SECONDS.
    const delay = waiting!.nextAttemptAt.getTime() - Date.now();
    expect(delay).toBeGreaterThan(20_000);
    expect(delay).toBeLessThanOrEqual(30_000);

    await dueNow(requestId);
    await ssu.app.ssu!.runCalls();
    expect((await ssu.calls(requestId))[0]).toMatchObject({ status: 'pending', attempts: 2 });

    simulator.unavailable = false;
    await dueNow(requestId);
    await ssu.drainCalls();
    const calls = await ssu.calls(requestId);
    expect(calls.map((call) => [call.operation, call.status])).toEqual([
      ['request_cui', 'sent'],
      ['send_instance', 'sent'],
      ['audit', 'sent'],
      ['audit', 'sent'],
      ['notify_receipt', 'sent'],
    ]);
    const cui = await ssu.cuiOf(requestId);
    expect(simulator.instances.get(cui.uuid)!.sends).toBe(1);
    expect(simulator.audits.filter((audit) => audit.cuiUuid === cui.uuid)).toHaveLength(2);
  });

  it('marks a call failed once its attempts are spent, and goes no further', async () => {
    simulator.unavailable = true;
    const requestId = await ssu.sentRequest();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await dueNow(requestId);
      await ssu.app.ssu!.runCalls();
    }
    simulator.unavailable = false;
    const calls = await ssu.calls(requestId);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ operation: 'request_cui', status: 'failed', attempts: 3 });
    expect(calls[0]!.lastError).toMatch(/^3 attempts, the last: /);
  });

  it('writes no call for a send that rolled back', async () => {
    await ssu.db.execute(
      sql.raw(`create or replace function ssu_fail_send() returns trigger language plpgsql as
        $$ begin if new.action = 'send' then raise exception 'send fails (test)'; end if; return new; end $$`),
    );
    await ssu.db.execute(
      sql.raw(
        `create trigger ssu_fail_send after insert on request_history for each row execute function ssu_fail_send()`,
      ),
    );
    const before = await ssu.db.select().from(ssuOutbox);
    try {
      await expect(ssu.sentRequest()).rejects.toThrow();
    } finally {
      await ssu.db.execute(sql.raw('drop trigger ssu_fail_send on request_history'));
    }
    expect(await ssu.db.select().from(ssuOutbox)).toHaveLength(before.length);
  });
});
