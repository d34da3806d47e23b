import { apiPaths, fillPath, RequestState, SsuStatusReplySchema, type Attachment } from '@suap/shared';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signedIn } from '../../../test/back-office-sessions.js';
import { MAX_RETRIES_ASKED } from './calls/back-office-documents.js';
import { expectSsuError, frontOfficeCaller } from './fo-client.test-support.js';
import { setupSsuApp } from './ssu.test-support.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The documents the back office names (issue 30): a decision's with `notify`, an integration request's in its
 * document list. The portal fetches each from the back office (If-Match on its hash), checks it and keeps it for
 * the applicant and the office under the step it came with; one that does not hold makes the portal ask the back
 * office to make its operation again (Retry-001), and the retransmission brings it.
 */
describe('documents from the back office through the SSU', async () => {
  const ssu = await setupSsuApp();
  const simulator = ssu.app.ssu!.simulator!;
  const caller = frontOfficeCaller(ssu.app);
  const admin = await signedIn(ssu.app, 'bo', 'admin');

  const staffSsuStatus = async (requestId: number) => {
    const reply = await call(admin, 'GET', `/api${fillPath(apiPaths.backOffice.ssu, { id: requestId })}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return SsuStatusReplySchema.parse(reply.json()).ssu;
  };

  const citizenDocuments = async (requestId: number) =>
    (
      (await ssu.mario.get(`/api/suap/v1/request/attachments/${requestId}`)).json() as {
        attachments: Attachment[];
      }
    ).attachments.filter((attachment) => attachment.stage === 'backOffice');

  const issuedBytes = (cuiUuid: string, resourceId: string) => {
    const issued = simulator.issued.get(cuiUuid)?.get(resourceId);
    if (!issued) throw new Error(`the stand-in issued no ${resourceId}`);
    return issued;
  };

  const callsOf = async (requestId: number, operation: string) =>
    (await ssu.calls(requestId)).filter((call) => call.operation === operation);

  it("keeps the decision's document for the citizen, under the step it came with", async () => {
    const { requestId, cui } = await ssu.instance();
    expect(
      await ssu.backOfficeActs(cui.uuid, {
        operation: 'notify',
        event: 'end_by_positive_outcome',
        document: 'valid',
      }),
    ).toEqual({ status: 200, body: null });
    expect(await ssu.stateOf(requestId)).toBe(RequestState.ACCEPTED);
    const [fetch] = await callsOf(requestId, 'fetch_document');
    expect(fetch).toMatchObject({
      status: 'pending',
      payload: { operation: 'notify', event: 'end_by_positive_outcome', algHash: 'S256' },
    });

    await ssu.drainCalls();
    expect((await callsOf(requestId, 'fetch_document')).map((call) => call.status)).toEqual(['sent']);
    const accepted = (await ssu.citizenProcedure(requestId)).history.at(-1)!;
    expect(accepted.action).toBe('accept');
    const [document] = await citizenDocuments(requestId);
    const resourceId = (fetch!.payload as { resourceId: string }).resourceId;
    const bytes = issuedBytes(cui.uuid, resourceId);
    expect(document).toMatchObject({
      stage: 'backOffice',
      historyId: accepted.historyId,
      fileName: `provvedimento-${resourceId.replace('decision-', '')}.pdf`,
      contentType: 'application/pdf',
      size: bytes.length,
      sha256: sha256(bytes),
    });

    // The citizen downloads exactly what the back office issued; the office sees it too.
    const staffList = await call(admin, 'GET', `/api/suap/v1/backoffice/attachments/${requestId}`);
    expect((staffList.json() as { attachments: Attachment[] }).attachments).toContainEqual(document);
    const download = await ssu.mario.get(
      `/api/suap/v1/request/attachments/${requestId}/${document!.attachmentId}`,
    );
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);

    // Taken again (a crash after the fetch, before its outcome): the document is kept once.
    await ssu.db.execute(
      sql`update ssu_outbox set status = 'pending', next_attempt_at = now()
           where request_id = ${requestId} and operation = 'fetch_document'`,
    );
    await ssu.drainCalls();
    expect(await citizenDocuments(requestId)).toHaveLength(1);
  });

  it('asks the back office to send the outcome again when its document does not match (Retry-001)', async () => {
    const { requestId, cui } = await ssu.instance();
    const damaged = await ssu.backOfficeActs(cui.uuid, {
      operation: 'notify',
      event: 'end_by_negative_outcome',
      document: 'damaged',
    });
    expect(damaged).toEqual({ status: 200, body: null });
    await ssu.drainCalls();

    const calls = (await ssu.calls(requestId)).slice(-3);
    expect(calls.map((call) => [call.operation, call.status])).toEqual([
      ['fetch_document', 'failed'],
      ['retry', 'sent'],
      ['audit', 'sent'],
    ]);
    expect(calls[0]!.lastError).toMatch(/does not match its hash/);
    expect(calls[1]!.payload).toMatchObject({
      operation: 'notify',
      error: { code: 'ERROR_412_001', message: expect.stringMatching(/does not match its hash/) },
    });
    expect(simulator.audits.at(-1)).toMatchObject({
      cuiUuid: cui.uuid,
      message: 'retry_requested_for_notify',
    });
    const asked = simulator.instances.get(cui.uuid)!.retriesAsked;
    expect(asked.map((retry) => [retry.operation, retry.error?.code])).toEqual([['notify', 'ERROR_412_001']]);
    expect(await citizenDocuments(requestId)).toEqual([]);

    // Staff read it in words: what was fetched, what was asked again and why.
    const staffStatus = await staffSsuStatus(requestId);
    expect(
      staffStatus.calls.slice(-3).map((call) => [call.operation, call.purpose, call.message !== null]),
    ).toEqual([
      ['fetch_document', 'notify', false],
      ['retry', 'notify', true],
      ['audit', 'retry', true],
    ]);

    // The same event naming another document is not the retransmission: a second ending, not expected.
    expectSsuError(
      await caller.post('/notify', {
        cui,
        instance_descriptor_version: '1',
        event: 'end_by_negative_outcome',
        resource_id: 'another-decision',
        hash: sha256(Buffer.from('another')),
      }),
      500,
      'ERROR_500_008',
    );

    // The operator corrects and sends the outcome again: the step is not recorded twice, the document is kept.
    expect(await ssu.backOfficeActs(cui.uuid, { operation: 'retransmit', retried: 'notify' })).toEqual({
      status: 200,
      body: null,
    });
    await ssu.drainCalls();
    const procedure = await ssu.citizenProcedure(requestId);
    expect(procedure.history.filter((entry) => entry.action === 'reject')).toHaveLength(1);
    expect(await ssu.mailEvents(requestId)).toEqual(['requestSent', 'rejected']);
    const [document] = await citizenDocuments(requestId);
    expect(document).toMatchObject({ historyId: procedure.history.at(-1)!.historyId, stage: 'backOffice' });

    // Once received, the same outcome again is not a retransmission any more.
    expectSsuError(
      await caller.post('/notify', {
        cui,
        instance_descriptor_version: '1',
        event: 'end_by_negative_outcome',
      }),
      500,
      'ERROR_500_008',
    );
  });

  it("keeps an integration request's documents and never sends them back in the instance", async () => {
    const { requestId, cui } = await ssu.instance();
    const text = 'Trasmettere la planimetria indicata nel documento allegato.';
    expect(
      await ssu.backOfficeActs(cui.uuid, { operation: 'request_integration', text, document: 'valid' }),
    ).toEqual({ status: 200, body: null });
    await ssu.drainCalls();
    const asked = (await ssu.citizenProcedure(requestId)).history.at(-1)!;
    expect(asked).toMatchObject({ action: 'requestIntegration', message: text });
    const [document] = await citizenDocuments(requestId);
    expect(document).toMatchObject({
      historyId: asked.historyId,
      fileName: expect.stringMatching(/^richiesta-integrazione-.+\.pdf$/),
    });

    const version = (await ssu.mario.get(`/api/suap/v1/request/${requestId}`)).json().request
      .version as number;
    const answered = await ssu.mario.post(`/api/suap/v1/request/answer/${requestId}`, {
      version,
      message: 'Allego la planimetria richiesta.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await ssu.drainCalls();
    const index = simulator.instances.get(cui.uuid)!.index;
    expect(index.map((entry) => entry.resource_id)).toEqual(['request']);
  });

  it('asks again at most a few times, then leaves the document to the office', async () => {
    const { requestId, cui } = await ssu.instance();
    const body = {
      cui,
      instance_descriptor_version: '1',
      event: 'end_by_positive_outcome',
      resource_id: 'not-issued',
      hash: sha256(Buffer.from('nothing')),
      alg_hash: 'S256',
    };
    for (let round = 0; round <= MAX_RETRIES_ASKED; round += 1) {
      const reply = await caller.post('/notify', body);
      expect(reply.statusCode, reply.body).toBe(200);
      await ssu.drainCalls();
    }
    const fetches = await callsOf(requestId, 'fetch_document');
    expect(fetches).toHaveLength(MAX_RETRIES_ASKED + 1);
    expect(fetches.every((call) => call.status === 'failed' && /has no document/.test(call.lastError!))).toBe(
      true,
    );
    const retries = await callsOf(requestId, 'retry');
    expect(retries).toHaveLength(MAX_RETRIES_ASKED);
    expect(retries[0]!.payload).toMatchObject({ error: { code: 'ERROR_404_001' } });
    expect(
      (await ssu.citizenProcedure(requestId)).history.filter((entry) => entry.action === 'accept'),
    ).toHaveLength(1);
  });

  it('refuses what does not fit: a document without its hash, another descriptor version', async () => {
    const { requestId, cui, code, ref } = await ssu.instance();
    expectSsuError(
      await caller.post('/notify', {
        cui,
        instance_descriptor_version: '1',
        event: 'end_by_positive_outcome',
        resource_id: 'decision-x',
      }),
      400,
      'ERROR_400_001',
    );
    expectSsuError(
      await caller.post('/notify', {
        cui,
        instance_descriptor_version: '2',
        event: 'end_by_positive_outcome',
      }),
      500,
      'ERROR_500_001',
    );
    expectSsuError(
      await caller.post('/request_integration', {
        cui,
        instance_descriptor_version: '1',
        integration_list: [{ code: 'x', ref: 'request', integration_request: [{ request: 'a' }] }],
        integration_document_list: [{ resource_id: 'doc-1' }],
      }),
      400,
      'ERROR_400_001',
    );
    const notifyWith = (document: Record<string, string | undefined>) =>
      caller.post('/notify', {
        cui,
        instance_descriptor_version: '1',
        event: 'end_by_positive_outcome',
        ...document,
      });
    const digest = createHash('sha256').update('decision').digest();
    for (const flawed of [
      { resource_id: 'decision-x', hash: 'abc' },
      { resource_id: 'decision-x', hash: digest.toString('hex').slice(1) },
      { resource_id: 'decision-x', hash: digest.toString('hex'), alg_hash: 'S512' },
      { resource_id: '..', hash: digest.toString('hex') },
      { resource_id: 'decision\r\nx', hash: digest.toString('hex') },
    ])
      expectSsuError(await notifyWith(flawed), 400, 'ERROR_400_001');
    // Nothing of it was recorded.
    expect(await ssu.stateOf(requestId)).toBe(RequestState.SENT);
    expect(await callsOf(requestId, 'fetch_document')).toEqual([]);

    // An item of the document list that names no resource names nothing to fetch (the OpenAPI requires none).
    const integration = await caller.post('/request_integration', {
      cui,
      instance_descriptor_version: '1',
      integration_list: [{ code, ref, integration_request: [{ request: 'Trasmettere la planimetria.' }] }],
      integration_document_list: [{}],
    });
    expect(integration.statusCode, integration.body).toBe(200);
    expect(await ssu.stateOf(requestId)).toBe(RequestState.INTEGRATION_REQUESTED);
    expect(await callsOf(requestId, 'fetch_document')).toEqual([]);
  });
});
