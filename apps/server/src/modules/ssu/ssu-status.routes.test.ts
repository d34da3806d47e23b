import {
  apiPaths,
  fillPath,
  SsuCitizenStatusReplySchema,
  SsuStatusReplySchema,
  type SsuCitizenStatusReply,
  type SsuStatusReply,
} from '@suap/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signedIn } from '../../../test/back-office-sessions.js';
import { citizen, completeDraft, FIRST_STEP, referenceIds, requestOf } from '../../../test/citizen.js';
import { buildTestApp } from '../../../test/helper.js';
import { ssuOutbox } from '../../db/schema.js';
import { setupSsuApp } from './ssu.test-support.js';

const staffUrl = (id: number) => `/api${fillPath(apiPaths.backOffice.ssu, { id })}`;
const citizenUrl = (id: number) => `/api${fillPath(apiPaths.requests.ssu, { id })}`;

/**
 * Where a request stands in the national SUAP system (issue 30), as staff and the applicant read it: the CUI the
 * stand-in catalogue gave, the receipt's day and, for staff only, every call with its outcome.
 */
describe('a request’s SSU status', async () => {
  // Two attempts per call, so a counterpart down turns a call from waiting to failed in two rounds.
  const ssu = await setupSsuApp({ SSU_MAX_ATTEMPTS: 2 });
  const simulator = ssu.app.ssu!.simulator!;
  const admin = await signedIn(ssu.app, 'bo', 'admin');
  const collab = await signedIn(ssu.app, 'bo', 'collab');
  // The generic back-office profile (99), which only reads.
  const staff = await signedIn(ssu.app, 'bo', 'staff');
  const anna = await citizen(ssu.app, 'anna.verdi');
  const staffStatus = async (requestId: number) => {
    const reply = await call(admin, 'GET', staffUrl(requestId));
    expect(reply.statusCode, reply.body).toBe(200);
    return SsuStatusReplySchema.parse(reply.json()).ssu;
  };
  const dueNow = (requestId: number) =>
    ssu.db
      .update(ssuOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(ssuOutbox.requestId, requestId));

  it('shows staff the CUI, the receipt’s day and the five calls sent, each with what it was for', async () => {
    const { requestId, cui } = await ssu.instance();
    const status = await staffStatus(requestId);
    expect(status.cui).toEqual({
      context: cui.context,
      progressive: cui.progressive,
      date: cui.data,
      uuid: cui.uuid,
    });
    expect(status.receiptOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(status.calls.map((c) => [c.operation, c.purpose, c.message, c.status])).toEqual([
      ['request_cui', null, null, 'sent'],
      ['send_instance', 'presented', null, 'sent'],
      ['audit', 'presented', 'instance_to_1_sended', 'sent'],
      ['audit', 'receipt', 'receipt_sended', 'sent'],
      ['notify_receipt', null, null, 'sent'],
    ]);
    for (const sent of status.calls)
      expect(sent).toMatchObject({
        attempts: 1,
        sentAt: expect.any(String),
        nextAttemptAt: null,
        lastError: null,
      });
  });

  it('names the withdrawal: the cancellation and its audit', async () => {
    const { requestId } = await ssu.instance();
    const version = (await ssu.mario.get(`/api/suap/v1/request/${requestId}`)).json().request
      .version as number;
    const withdrawn = await ssu.mario.post(`/api/suap/v1/request/withdraw/${requestId}`, { version });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await ssu.drainCalls();
    const { calls } = await staffStatus(requestId);
    expect(calls.slice(-2).map((c) => [c.operation, c.purpose, c.status])).toEqual([
      ['cancel_instance', null, 'sent'],
      ['audit', 'withdrawal', 'sent'],
    ]);
  });

  it('shows a call waiting with its attempts and last error, then failed with the reason', async () => {
    simulator.unavailable = true;
    try {
      const requestId = await ssu.sentRequest();
      await ssu.app.ssu!.runCalls();
      const waiting = await staffStatus(requestId);
      expect(waiting.cui).toBeNull();
      expect(waiting.receiptOn).toBeNull();
      expect(waiting.calls).toEqual([
        expect.objectContaining({
          operation: 'request_cui',
          status: 'pending',
          attempts: 1,
          sentAt: null,
          nextAttemptAt: expect.any(String),
          lastError: expect.stringMatching(/503.*ERROR_503_001/),
        }),
      ]);

      await dueNow(requestId);
      await ssu.app.ssu!.runCalls();
      const [failed] = (await staffStatus(requestId)).calls;
      expect(failed).toMatchObject({ status: 'failed', attempts: 2, sentAt: null, nextAttemptAt: null });
      expect(failed!.lastError).toMatch(/^2 attempts, the last: .*503/);
      // The applicant sees no CUI, and nothing of the failure.
      const reply = await ssu.mario.get(citizenUrl(requestId));
      expect(reply.json()).toMatchObject({ ssu: { cui: null, receiptOn: null } });
      expect(reply.body).not.toContain('503');
    } finally {
      simulator.unavailable = false;
    }
  });

  it('shows the applicant their CUI and the receipt’s day, never the calls', async () => {
    const { requestId, cui } = await ssu.instance();
    const reply = await ssu.mario.get(citizenUrl(requestId));
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json() as SsuCitizenStatusReply;
    expect(SsuCitizenStatusReplySchema.parse(body)).toEqual(body);
    expect(body.ssu).toEqual({
      cui: { context: cui.context, progressive: cui.progressive, date: cui.data, uuid: cui.uuid },
      receiptOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('answers an empty status for a draft, which the SSU never saw', async () => {
    const draft = requestOf(await ssu.mario.post('/api/suap/v1/request', FIRST_STEP));
    const reply = await ssu.mario.get(citizenUrl(draft.requestId!));
    expect(reply.json()).toMatchObject({ ssu: { cui: null, receiptOn: null } });
    expect(await staffStatus(draft.requestId!)).toEqual({ cui: null, receiptOn: null, calls: [] });
  });

  it('hides another citizen’s request and an unknown one behind the same 404', async () => {
    const requestId = await ssu.sentRequest();
    const other = await anna.get(citizenUrl(requestId));
    const unknown = await anna.get(citizenUrl(999_999));
    expect([other.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(other.json().description).toBe(unknown.json().description);
  });

  it('lets every back-office profile read it, the read-only one included, and refuses the rest', async () => {
    const requestId = await ssu.sentRequest();
    for (const browser of [admin, collab, staff])
      expect((await call(browser, 'GET', staffUrl(requestId))).statusCode).toBe(200);
    expect((await call(staff, 'GET', staffUrl(999_999))).statusCode).toBe(404);
    // A citizen may not read the office's view, nor staff the citizen's.
    expect((await ssu.mario.get(staffUrl(requestId))).statusCode).toBe(403);
    expect((await call(admin, 'GET', citizenUrl(requestId))).statusCode).toBe(403);
    for (const url of [staffUrl(requestId), citizenUrl(requestId)])
      expect((await ssu.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
  });
});

describe('a request’s SSU status with SSU_ENABLED=false', async () => {
  const { app, database } = await buildTestApp({ SSU_ENABLED: false, RATE_LIMIT_LOGIN_PER_MINUTE: 100_000 });
  const ids = await referenceIds(database);
  const mario = await citizen(app, 'mario.rossi');
  const admin = await signedIn(app, 'bo', 'admin');

  it('answers an empty status for a sent request, not 404: the request exists', async () => {
    const draft = requestOf(
      await mario.post('/api/suap/v1/request', { ...FIRST_STEP, ...completeDraft(ids) }),
    );
    const id = draft.requestId!;
    expect((await mario.put(`/api/suap/v1/request/${id}`, { version: 1, action: 'send' })).statusCode).toBe(
      200,
    );
    const staffReply = await call(admin, 'GET', staffUrl(id));
    expect(staffReply.statusCode, staffReply.body).toBe(200);
    expect((staffReply.json() as SsuStatusReply).ssu).toEqual({ cui: null, receiptOn: null, calls: [] });
    expect((await mario.get(citizenUrl(id))).json()).toMatchObject({ ssu: { cui: null, receiptOn: null } });
  });
});
