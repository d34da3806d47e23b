import { apiPaths, fillPath, type Procedure } from '@suap/shared';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { citizen, completeDraft, FIRST_STEP, referenceIds, requestOf } from '../../../test/citizen.js';
import { buildTestApp } from '../../../test/helper.js';
import type { Env } from '../../config.js';
import { notificationOutbox, requests, ssuInstances, ssuOutbox } from '../../db/schema.js';
import type { Cui } from './ssu-schemas.js';

/**
 * Test support of the SSU: an app with the development stand-ins (catalogue, back office, PDND) in its own
 * process, a citizen who sends requests, and the short-hands to run the worker and make the back office act.
 * The SSU e-services answer 500 for the specification's application errors, so these apps allow 5xx replies.
 */
export async function setupSsuApp(overrides: Partial<Env> = {}, route?: (url: string) => string) {
  const { app, database } = await buildTestApp(
    { RATE_LIMIT_LOGIN_PER_MINUTE: 100_000, MAX_OPEN_DRAFTS_PER_CITIZEN: 1000, ...overrides },
    {
      allowServerErrors: 'the SSU e-services answer 500 with ERROR_500_00x codes, as AgID specifies',
      ...(route ? { route } : {}),
    },
  );
  const ids = await referenceIds(database);
  const mario = await citizen(app, 'mario.rossi');
  const db = database.db;

  async function sentRequest(): Promise<number> {
    const draft = requestOf(
      await mario.post('/api/suap/v1/request', { ...FIRST_STEP, ...completeDraft(ids) }),
    );
    const sent = await mario.put(`/api/suap/v1/request/${draft.requestId}`, { version: 1, action: 'send' });
    expect(sent.statusCode, sent.body).toBe(200);
    return draft.requestId!;
  }

  /** Runs the SSU worker until no call is due (each success may write the next call). */
  async function drainCalls() {
    for (let round = 0; round < 10; round += 1) {
      const outcome = await app.ssu!.runCalls();
      if (outcome.sent + outcome.retried + outcome.failed === 0) return;
    }
    throw new Error('the SSU calls did not settle');
  }

  const calls = (requestId: number) =>
    db.select().from(ssuOutbox).where(eq(ssuOutbox.requestId, requestId)).orderBy(asc(ssuOutbox.callId));

  async function cuiOf(requestId: number): Promise<Cui> {
    const [row] = await db.select().from(ssuInstances).where(eq(ssuInstances.requestId, requestId));
    if (!row?.cui)
      throw new Error(`request ${requestId} has no CUI: ${JSON.stringify(await calls(requestId))}`);
    return row.cui as Cui;
  }

  /**
   * A request sent, with its CUI, sent to the back office and its receipt notified; `code` and `ref` are its use
   * case and its receipt's reference, as an integration or correction list names them.
   */
  async function instance(): Promise<{ requestId: number; cui: Cui; code: string; ref: string }> {
    const requestId = await sentRequest();
    await drainCalls();
    const [row] = await db.select().from(ssuInstances).where(eq(ssuInstances.requestId, requestId));
    const descriptor = row!.descriptor as { usecase_proceedings: { code: string }[] };
    return {
      requestId,
      cui: await cuiOf(requestId),
      code: descriptor.usecase_proceedings[0]!.code,
      ref: 'request',
    };
  }

  /** Makes the simulated back office call this front office (drive routes); the front office's reply. */
  async function backOfficeActs(cuiUuid: string, action: Record<string, unknown>) {
    const reply = await app.inject({
      method: 'POST',
      url: `/dev/ssu/backoffice/instances/${cuiUuid}/actions`,
      payload: action,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as { status: number; body: unknown };
  }

  const stateOf = async (requestId: number) =>
    (
      await db.select({ stateId: requests.stateId }).from(requests).where(eq(requests.requestId, requestId))
    )[0]!.stateId;

  const mailEvents = async (requestId: number) =>
    (
      await db
        .select({ event: notificationOutbox.event })
        .from(notificationOutbox)
        .where(eq(notificationOutbox.requestId, requestId))
        .orderBy(asc(notificationOutbox.notificationId))
    ).map((row) => row.event);

  async function citizenProcedure(requestId: number): Promise<Procedure> {
    const reply = await mario.get(`/api${fillPath(apiPaths.requests.procedure, { id: requestId })}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return (reply.json() as { procedure: Procedure }).procedure;
  }

  return {
    app,
    database,
    db,
    mario,
    sentRequest,
    drainCalls,
    calls,
    cuiOf,
    instance,
    backOfficeActs,
    stateOf,
    mailEvents,
    citizenProcedure,
  };
}
