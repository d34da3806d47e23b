import { apiPaths, fillPath, RequestState } from '@suap/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupSsuApp } from './ssu.test-support.js';

/**
 * The end-to-end case, through the development stand-ins speaking the AgID e-services: a request sent
 * gets its CUI, goes to the back office with its index, its receipt is audited and notified; the back office asks
 * for documents through request_integration, the citizen answers in the portal, the instance goes back
 * integrated; a notify closes the procedure. The citizen sees each step and gets each e-mail.
 */
describe('SSU flow (General-001) through the stand-ins', async () => {
  const ssu = await setupSsuApp();

  it('takes a request from send to the end of its procedure', async () => {
    const requestId = await ssu.sentRequest();
    expect((await ssu.calls(requestId)).map((call) => [call.operation, call.status])).toEqual([
      ['request_cui', 'pending'],
    ]);

    await ssu.drainCalls();
    const cui = await ssu.cuiOf(requestId);
    expect(cui).toMatchObject({ context: expect.stringMatching(/^SUAP-\d{6}$/), uuid: expect.any(String) });
    expect((await ssu.calls(requestId)).map((call) => [call.operation, call.payload, call.status])).toEqual([
      ['request_cui', {}, 'sent'],
      ['send_instance', { reason: 'presented' }, 'sent'],
      ['audit', { message: 'instance_to_1_sended', eventAt: expect.any(String) }, 'sent'],
      ['audit', { message: 'receipt_sended', eventAt: expect.any(String) }, 'sent'],
      ['notify_receipt', { eventAt: expect.any(String) }, 'sent'],
    ]);
    const simulator = ssu.app.ssu!.simulator!;
    const received = simulator.instances.get(cui.uuid)!;
    expect(received.sends).toBe(1);
    expect(received.receiptOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(received.index.map((entry) => entry.resource_id)).toEqual(['request']);
    await expect.poll(() => received.documents.map((document) => document.hashMatches)).toEqual([true]);
    expect(
      simulator.audits.filter((audit) => audit.cuiUuid === cui.uuid).map((audit) => audit.message),
    ).toEqual(['instance_to_1_sended', 'receipt_sended']);

    // The back office asks for documents: the procedure's step, its history and its e-mail.
    const text = 'Trasmettere la planimetria dei locali firmata da un tecnico abilitato.';
    expect(await ssu.backOfficeActs(cui.uuid, { operation: 'request_integration', text })).toEqual({
      status: 200,
      body: null,
    });
    expect(await ssu.stateOf(requestId)).toBe(RequestState.INTEGRATION_REQUESTED);
    const asked = await ssu.citizenProcedure(requestId);
    expect(asked.history.at(-1)).toMatchObject({
      action: 'requestIntegration',
      actor: { kind: 'backOffice' },
      message: text,
    });
    expect(asked.citizenActions).toContain('answerIntegration');

    // The citizen answers in the portal: the instance goes back to the back office, integrated.
    const version = (await ssu.mario.get(`/api/suap/v1/request/${requestId}`)).json().request
      .version as number;
    const answered = await ssu.mario.post(`/api${fillPath(apiPaths.requests.answer, { id: requestId })}`, {
      version,
      message: 'Allego la planimetria firmata dal geometra Bianchi.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await ssu.drainCalls();
    expect(await ssu.calls(requestId)).toContainEqual(
      expect.objectContaining({
        operation: 'send_instance',
        payload: { reason: 'integrated' },
        status: 'sent',
      }),
    );
    expect(simulator.instances.get(cui.uuid)!.sends).toBe(2);
    expect(simulator.audits.at(-1)).toMatchObject({
      cuiUuid: cui.uuid,
      message: 'instance_integrated_to_1_sended',
    });

    // The back office closes the procedure.
    expect(
      await ssu.backOfficeActs(cui.uuid, { operation: 'notify', event: 'end_by_positive_outcome' }),
    ).toEqual({
      status: 200,
      body: null,
    });
    expect(await ssu.stateOf(requestId)).toBe(RequestState.ACCEPTED);
    expect((await ssu.citizenProcedure(requestId)).history.at(-1)).toMatchObject({
      action: 'accept',
      actor: { kind: 'backOffice' },
    });
    expect(await ssu.mailEvents(requestId)).toEqual(['requestSent', 'integrationRequested', 'accepted']);

    // A second ending is not expected any more.
    expect(
      await ssu.backOfficeActs(cui.uuid, { operation: 'notify', event: 'end_by_negative_outcome' }),
    ).toEqual({
      status: 500,
      body: { code: 'ERROR_500_008', message: 'event not expected at process current state' },
    });
  });

  it('cancels the instance when the citizen withdraws the request (SubmitterCancel-001)', async () => {
    const { requestId, cui } = await ssu.instance();
    const version = (await ssu.mario.get(`/api/suap/v1/request/${requestId}`)).json().request
      .version as number;
    const withdrawn = await ssu.mario.post(`/api/suap/v1/request/withdraw/${requestId}`, { version });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await ssu.drainCalls();
    expect(
      (await ssu.calls(requestId))
        .slice(-2)
        .map((call) => [call.operation, (call.payload as { message?: string }).message, call.status]),
    ).toEqual([
      ['cancel_instance', undefined, 'sent'],
      ['audit', 'submitter_cancel_requested', 'sent'],
    ]);
    const simulator = ssu.app.ssu!.simulator!;
    expect(simulator.instances.get(cui.uuid)!.cancelRequested).toBe(true);

    // The back office takes note: a notice on the withdrawn request, which stays withdrawn.
    expect(
      await ssu.backOfficeActs(cui.uuid, { operation: 'notify', event: 'end_by_submitter_cancel_requested' }),
    ).toEqual({ status: 200, body: null });
    expect(await ssu.stateOf(requestId)).toBe(RequestState.WITHDRAWN);
    expect((await ssu.citizenProcedure(requestId)).history.at(-1)).toMatchObject({
      action: 'backOfficeNotice',
      actor: { kind: 'backOffice' },
      message: expect.stringContaining('ritiro della richiesta'),
    });
    expect(await ssu.mailEvents(requestId)).toEqual(['requestSent']);
  });

  it('waits for the instance to reach the back office before cancelling it', async () => {
    const simulator = ssu.app.ssu!.simulator!;
    simulator.unavailable = true;
    const requestId = await ssu.sentRequest();
    const version = (await ssu.mario.get(`/api/suap/v1/request/${requestId}`)).json().request
      .version as number;
    expect((await ssu.mario.post(`/api/suap/v1/request/withdraw/${requestId}`, { version })).statusCode).toBe(
      200,
    );
    await ssu.app.ssu!.runCalls();
    simulator.unavailable = false;
    await ssu.db.execute(sql`update ssu_outbox set next_attempt_at = now() where request_id = ${requestId}`);
    await ssu.drainCalls();
    // The cancellation waited for its instance; drained again once its backoff is over, it goes after it.
    await ssu.db.execute(sql`update ssu_outbox set next_attempt_at = now() where request_id = ${requestId}`);
    await ssu.drainCalls();
    const calls = await ssu.calls(requestId);
    expect(calls.every((call) => call.status === 'sent')).toBe(true);
    const sentAt = (operation: string) =>
      calls.find((call) => call.operation === operation)!.sentAt!.getTime();
    expect(sentAt('cancel_instance')).toBeGreaterThanOrEqual(sentAt('send_instance'));
    expect(simulator.instances.get((await ssu.cuiOf(requestId)).uuid)!.cancelRequested).toBe(true);
  });
});
