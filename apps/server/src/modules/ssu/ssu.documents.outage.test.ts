import type { Attachment } from '@suap/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupSsuApp } from './ssu.test-support.js';

/**
 * A document the back office names while it is down (issue 30): the fetch is tried until the attempts are spent,
 * then the back office is asked for it again (Retry-001, ERROR_503_001) rather than the document being given up.
 */
describe('a document the back office never serves while it is down', async () => {
  // Two attempts per call, so a back office down turns a fetch from waiting to given up in two rounds.
  const ssu = await setupSsuApp({ SSU_MAX_ATTEMPTS: 2 });
  const simulator = ssu.app.ssu!.simulator!;
  const dueNow = (requestId: number) =>
    ssu.db.execute(sql`update ssu_outbox set next_attempt_at = now() where request_id = ${requestId}`);

  it('is asked for again once the back office is back, never given up in silence', async () => {
    const { requestId, cui } = await ssu.instance();
    await ssu.backOfficeActs(cui.uuid, {
      operation: 'notify',
      event: 'end_by_positive_outcome',
      document: 'valid',
    });
    simulator.unavailable = true;
    await ssu.app.ssu!.runCalls();
    await dueNow(requestId);
    await ssu.app.ssu!.runCalls();
    const calls = (await ssu.calls(requestId)).slice(-2);
    expect(calls.map((call) => [call.operation, call.status])).toEqual([
      ['fetch_document', 'failed'],
      ['retry', 'pending'],
    ]);
    expect(calls[0]!.lastError).toMatch(/could not be fetched in 2 attempts/);
    expect(calls[1]!.payload).toMatchObject({ operation: 'notify', error: { code: 'ERROR_503_001' } });

    // Back: the retry goes, the operator resends, the document is kept under the accept step.
    simulator.unavailable = false;
    await dueNow(requestId);
    await ssu.drainCalls();
    expect(simulator.instances.get(cui.uuid)!.retriesAsked.map((retry) => retry.error?.code)).toEqual([
      'ERROR_503_001',
    ]);
    await ssu.backOfficeActs(cui.uuid, { operation: 'retransmit', retried: 'notify' });
    await ssu.drainCalls();
    const documents = (
      (await ssu.mario.get(`/api/suap/v1/request/attachments/${requestId}`)).json() as {
        attachments: Attachment[];
      }
    ).attachments.filter((attachment) => attachment.stage === 'backOffice');
    const accepted = (await ssu.citizenProcedure(requestId)).history.at(-1)!;
    expect(documents.map((document) => [document.historyId, document.contentType])).toEqual([
      [accepted.historyId, 'application/pdf'],
    ]);
  });
});
