import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inflatePdf, pdfText } from '../../../../test/pdf-text.js';
import { agidContract } from '../agid-contract.test-support.js';
import { createSsuClient } from '../security/ssu-client.js';
import { createVoucherSource } from '../security/voucher.js';
import { setupSsuApp } from '../ssu.test-support.js';
import { injectFetch } from './inject-fetch.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The documents the simulated back office issues with a notification of outcome or a request for documents,
 * its document e-service (bo_to_fo.yaml) as the front office calls it, and its answer to a retry (Retry-001).
 */
describe('the back-office stand-in’s documents', async () => {
  const ssu = await setupSsuApp();
  const simulator = ssu.app.ssu!.simulator!;
  const contract = agidContract();
  const { setup } = ssu.app.ssu!;
  const fetch = injectFetch(ssu.app);
  // The front office's own client of the back office: its voucher, its key, the reply's signature checked.
  const asFrontOffice = createSsuClient({
    voucherSource: createVoucherSource({
      tokenUrl: setup.tokenUrl,
      tokenAudience: setup.tokenAudience,
      purposeId: setup.backOfficePurpose,
      signingKey: setup.key,
      fetch,
    }),
    signingKey: setup.key,
    audience: setup.backOfficeUrl,
    peers: setup.peers,
    fetch,
  });
  const documentUrl = (cuiUuid: string, resourceId: string) =>
    `${setup.backOfficeUrl}/instance/${cuiUuid}/document/${resourceId}`;
  const drive = (cuiUuid: string, action: Record<string, unknown>) =>
    ssu.app.inject({
      method: 'POST',
      url: `/dev/ssu/backoffice/instances/${cuiUuid}/actions`,
      payload: action,
    });

  it('sends a decision with an outcome, and serves it whole or by range under its hash only', async () => {
    const { cui } = await ssu.instance();
    await ssu.backOfficeActs(cui.uuid, {
      operation: 'notify',
      event: 'end_by_positive_outcome',
      document: 'valid',
    });
    const instance = simulator.instances.get(cui.uuid)!;
    const issued = simulator.issued.get(cui.uuid)!;
    expect([...issued.keys()]).toEqual(['decision-1']);
    const bytes = issued.get('decision-1')!;
    const hash = sha256(bytes);
    expect(instance.lastSent.notify).toEqual({
      cui,
      instance_descriptor_version: '1',
      event: 'end_by_positive_outcome',
      resource_id: 'decision-1',
      hash,
      alg_hash: 'S256',
    });
    expect(contract.request('fo_to_bo.yaml', '/notify', instance.lastSent.notify)).toEqual([]);
    const text = pdfText(inflatePdf(bytes));
    expect(text).toContain('Provvedimento del SUAP / SUAP’s decision');
    expect(text).toContain(`${cui.context}-${cui.progressive}`);
    expect(text).toContain('end_by_positive_outcome');

    const whole = await asFrontOffice.get(documentUrl(cui.uuid, 'decision-1'), { 'if-match': `"${hash}"` });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(whole.signedBy).toBe(setup.dev!.backOffice.clientId);
    expect(Buffer.from(whole.body as string, 'base64').equals(bytes)).toBe(true);

    const part = await asFrontOffice.get(documentUrl(cui.uuid, 'decision-1'), {
      'if-match': `"${hash}"`,
      range: 'bytes=0-4',
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-4/${bytes.length}`);
    expect(Buffer.from(part.body as string, 'base64').toString('latin1')).toBe('%PDF-');

    const beyond = await asFrontOffice.get(documentUrl(cui.uuid, 'decision-1'), {
      'if-match': hash,
      range: `bytes=${bytes.length}-`,
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    expect(beyond.body).toMatchObject({ code: 'ERROR_416_001' });

    const refusals: [string, string, Record<string, string>, number, string][] = [
      [cui.uuid, 'decision-1', {}, 428, 'ERROR_428_001'],
      [cui.uuid, 'decision-1', { 'if-match': `"${sha256(Buffer.from('x'))}"` }, 412, 'ERROR_412_001'],
      [cui.uuid, 'decision-2', { 'if-match': `"${hash}"` }, 404, 'ERROR_404_001'],
      ['00000000-0000-4000-8000-000000000000', 'decision-1', { 'if-match': hash }, 500, 'ERROR_500_002'],
    ];
    for (const [cuiUuid, resourceId, headers, status, code] of refusals) {
      const refused = await asFrontOffice.get(documentUrl(cuiUuid, resourceId), headers);
      expect([refused.status, refused.body], `${resourceId} ${JSON.stringify(headers)}`).toEqual([
        status,
        { code, message: expect.any(String) },
      ]);
    }
  });

  it('announces a damaged document under a hash its bytes miss, and sends it again corrected when asked', async () => {
    const { cui } = await ssu.instance();
    await ssu.backOfficeActs(cui.uuid, {
      operation: 'request_integration',
      text: 'Inviare la planimetria firmata.',
      document: 'damaged',
    });
    const instance = simulator.instances.get(cui.uuid)!;
    const sent = instance.lastSent.request_integration as { integration_document_list: unknown[] };
    const [item] = sent.integration_document_list as { resource_id: string; hash: string }[];
    expect(item).toEqual({
      resource_id: 'integration-request-1',
      hash: expect.any(String),
      alg_hash: 'S256',
    });
    expect(contract.request('fo_to_bo.yaml', '/request_integration', sent)).toEqual([]);
    const bytes = simulator.issued.get(cui.uuid)!.get('integration-request-1')!;
    expect(instance.damaged).toEqual(['integration-request-1']);
    expect(item!.hash).not.toBe(sha256(bytes));
    expect(pdfText(inflatePdf(bytes))).toContain('Inviare la planimetria firmata.');
    // The back office holds the wrong hash itself: the front office gets bytes that do not match it.
    const fetched = await asFrontOffice.get(documentUrl(cui.uuid, item!.resource_id), {
      'if-match': `"${item!.hash}"`,
    });
    expect(fetched.status).toBe(200);
    expect(sha256(Buffer.from(fetched.body as string, 'base64'))).not.toBe(item!.hash);

    const retry = {
      cui,
      operation: 'request_integration',
      error: { code: 'ERROR_412_001', message: 'invalid hash' },
    };
    expect(contract.request('bo_to_fo.yaml', '/retry', retry)).toEqual([]);
    expect((await asFrontOffice.post(`${setup.backOfficeUrl}/retry`, retry)).status).toBe(200);
    expect(instance.retriesAsked.at(-1)).toEqual({
      operation: 'request_integration',
      error: retry.error,
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const bad = await asFrontOffice.post(`${setup.backOfficeUrl}/retry`, { cui, operation: 'send_instance' });
    expect(bad.status).toBe(400);

    await ssu.backOfficeActs(cui.uuid, { operation: 'retransmit', retried: 'request_integration' });
    const again = instance.lastSent.request_integration as typeof sent;
    expect(again).toEqual({
      ...sent,
      integration_document_list: [
        { resource_id: 'integration-request-1', hash: sha256(bytes), alg_hash: 'S256' },
      ],
    });
    const corrected = await asFrontOffice.get(documentUrl(cui.uuid, 'integration-request-1'), {
      'if-match': `"${sha256(bytes)}"`,
    });
    expect(corrected.status).toBe(200);
    expect(simulator.issued.get(cui.uuid)!.size).toBe(1);
    expect(instance.damaged).toEqual([]);
  });

  it('refuses a document with an event that carries none, and a retransmission of nothing sent', async () => {
    const { cui } = await ssu.instance();
    const refused = await drive(cui.uuid, {
      operation: 'notify',
      event: 'end_by_instance_refused',
      document: 'valid',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid', description: 'document' });
    expect(refused.json().message).toContain('document');
    const nothing = await drive(cui.uuid, { operation: 'retransmit', retried: 'notify' });
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json()).toMatchObject({ code: 'not-found', description: 'retried' });
    expect(simulator.issued.get(cui.uuid)?.size ?? 0).toBe(0);
    const unknown = await drive(cui.uuid, { operation: 'notify', event: 'cdss_convened', document: 'some' });
    expect(unknown.statusCode).toBe(400);
  });
});
