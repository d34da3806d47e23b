import { describe, expect, it } from 'vitest';
import { agidContract } from './agid-contract.test-support.js';
import { frontOfficeCaller } from './fo-client.test-support.js';
import { setupSsuApp } from './ssu.test-support.js';

/**
 * What the portal sends and answers, against AgID's own OpenAPI files and JSON schemas: the instance descriptor,
 * CUI and index it keeps, every call it made to the catalogue and the back office during a whole procedure, the
 * calls the simulated back office made to it, and its replies.
 */
describe('SSU messages against the AgID contract', async () => {
  const ssu = await setupSsuApp();
  const contract = agidContract();
  const caller = frontOfficeCaller(ssu.app);

  it('keeps a descriptor, CUI and index in the schemas’ shapes', async () => {
    const { requestId } = await ssu.instance();
    const [row] = await ssu.db.query.ssuInstances.findMany({
      where: (t, { eq }) => eq(t.requestId, requestId),
    });
    expect(contract.schema('instance-descriptor', row!.descriptor)).toEqual([]);
    expect(contract.schema('cui', row!.cui)).toEqual([]);
    expect(contract.schema('instance-index', row!.instanceIndex)).toEqual([]);
  });

  it('calls the catalogue and the back office as their OpenAPI files say, through a whole procedure', async () => {
    const { cui } = await ssu.instance();
    // Its document does not match its hash: the portal fetches it, asks the back office to send it again (retry).
    await ssu.backOfficeActs(cui.uuid, {
      operation: 'request_integration',
      text: 'Inviare la planimetria firmata.',
      document: 'damaged',
    });
    await ssu.backOfficeActs(cui.uuid, { operation: 'retry', retried: 'send_instance' });
    await ssu.drainCalls();
    const received = ssu.app.ssu!.simulator!.received;
    const operations = new Set(received.map((call) => `${call.service} ${call.operation}`));
    expect(operations).toEqual(
      new Set([
        'catalogue request_cui',
        'catalogue audit',
        'backOffice send_instance',
        'backOffice notify_receipt',
        'backOffice retry',
      ]),
    );
    for (const call of received) {
      const file = call.service === 'catalogue' ? 'catalogo-ssu_to_fo.yaml' : 'bo_to_fo.yaml';
      expect(
        contract.request(file, `/${call.operation}`, call.body),
        `${call.service} ${call.operation}`,
      ).toEqual([]);
    }
  });

  it('answers and is called as fo_to_bo.yaml says', async () => {
    const instance = await ssu.instance();
    const base = { cui: instance.cui, instance_descriptor_version: '1' };
    const bodies = {
      '/request_integration': {
        ...base,
        integration_list: [
          { code: instance.code, ref: instance.ref, integration_request: [{ request: 'Planimetria.' }] },
        ],
      },
      '/notify': { ...base, event: 'end_by_positive_outcome' },
      '/retry': { cui: instance.cui, operation: 'notify_receipt' },
    };
    for (const [operation, body] of Object.entries(bodies)) {
      expect(contract.request('fo_to_bo.yaml', operation, body), operation).toEqual([]);
      const reply = await caller.post(operation, body);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(contract.reply('fo_to_bo.yaml', operation, 200, reply.body), operation).toEqual([]);
    }
    const refused = await caller.post('/notify', { ...base, event: 'end_by_positive_outcome' });
    expect(refused.statusCode).toBe(500);
    expect(contract.reply('fo_to_bo.yaml', '/notify', 500, refused.json())).toEqual([]);
    const unauthorised = await caller.post('/notify', base, 'no-voucher');
    expect(contract.reply('fo_to_bo.yaml', '/notify', 401, unauthorised.json())).toEqual([]);
  });

  it('finds what does not conform', () => {
    expect(contract.request('bo_to_fo.yaml', '/send_instance', { cui: {} })).not.toEqual([]);
    expect(contract.schema('cui', { context: 'x', data: '2026-01-01', uuid: 'u' })).not.toEqual([]);
  });
});
