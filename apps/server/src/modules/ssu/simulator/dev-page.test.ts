import { RequestState } from '@suap/shared';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupSsuApp } from '../ssu.test-support.js';

/** The simulator's page at /dev/ssu: what `npm start` shows of the SSU, and its forms driving the back office. */
describe('/dev/ssu', async () => {
  const ssu = await setupSsuApp();
  const page = async (query = 'lang=it') => {
    const reply = await ssu.app.inject({ method: 'GET', url: `/dev/ssu?${query}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    return reply.body;
  };

  it('lists the instances the back office received and the audits, in both languages', async () => {
    const { cui } = await ssu.instance();
    const italian = await page();
    expect(italian).toContain('<html lang="it">');
    expect(italian).toContain(cui.uuid);
    expect(italian).toContain('instance_to_1_sended');
    // The back office fetches the documents after the receipt, on its own time.
    await expect.poll(page).toContain('impronta verificata');
    expect(await page('lang=en')).toContain('National SUAP system: development simulator');
  });

  it('makes the back office ask for documents from its form, and shows the front office’s answer', async () => {
    const { requestId, cui } = await ssu.instance();
    const form = await ssu.app.inject({
      method: 'POST',
      url: `/dev/ssu/backoffice/instances/${cui.uuid}/form?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        operation: 'request_integration',
        text: 'Send the signed floor plan.',
      }).toString(),
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/dev/ssu?lang=en&status=200&code=');
    expect(await ssu.stateOf(requestId)).toBe(RequestState.INTEGRATION_REQUESTED);
    expect(await page('lang=en&status=200&code=')).toContain('Front office’s answer: HTTP 200');
  });

  it('offers a document with the outcome and the integration forms, in both languages', async () => {
    const { cui } = await ssu.instance();
    const italian = await page();
    for (const choice of ['Nessun documento', 'Documento valido', 'Documento con hash errato'])
      expect(italian).toContain(`>${choice}</option>`);
    expect(italian).toContain(`<label for="document-notify-${cui.uuid}">Documento allegato</label>`);
    expect(italian).toContain(`<select id="document-request_integration-${cui.uuid}" name="document"`);
    const english = await page('lang=en');
    for (const choice of ['No document', 'Valid document', 'Document with a wrong hash'])
      expect(english).toContain(`>${choice}</option>`);
    expect(english).not.toContain('<script');
  });

  it('lists the documents issued and the retries asked, and sends an operation again from its button', async () => {
    const { cui } = await ssu.instance();
    const form = (fields: Record<string, string>) =>
      ssu.app.inject({
        method: 'POST',
        url: `/dev/ssu/backoffice/instances/${cui.uuid}/form?lang=it`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const refused = await form({ operation: 'notify', event: 'cdss_convened', document: 'valid' });
    expect(refused.headers.location).toBe('/dev/ssu?lang=it&status=400&code=invalid');
    const nothingYet = await form({ operation: 'retransmit', retried: 'notify' });
    expect(nothingYet.headers.location).toBe('/dev/ssu?lang=it&status=404&code=not-found');

    expect(
      (await form({ operation: 'notify', event: 'end_by_negative_outcome', document: 'damaged' })).statusCode,
    ).toBe(303);
    const instance = ssu.app.ssu!.simulator!.instances.get(cui.uuid)!;
    const bytes = ssu.app.ssu!.simulator!.issued.get(cui.uuid)!.get('decision-1')!;
    const size = bytes.length;
    expect(await page()).toContain(`decision-1 (${size} B)`);
    // The front office's retry, as Retry-001 has it (recorded as the e-service would).
    instance.retriesAsked.push({
      operation: 'notify',
      error: { code: 'ERROR_412_001', message: 'hash <mismatch>' },
      at: '2026-03-02T10:00:00.000Z',
    });
    const listed = await page();
    expect(listed).toContain('Ritrasmissioni chieste dal front office');
    expect(listed).toMatch(
      /<td>notify<\/td>\s*<td>ERROR_412_001<\/td>\s*<td>hash &lt;mismatch&gt;<\/td>\s*<td>2026-03-02T10:00:00.000Z<\/td>/,
    );
    expect(listed).toContain('<input type="hidden" name="retried" value="notify" />');
    expect(listed).toContain('Ritrasmetti: notify</button>');
    expect(listed).not.toContain('Ritrasmetti: request_integration');
    expect(await page('lang=en')).toContain('Send again: notify</button>');

    const announced = instance.lastSent.notify!.hash;
    const again = await form({ operation: 'retransmit', retried: 'notify' });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toMatch(/^\/dev\/ssu\?lang=it&status=\d+&code=/);
    expect(instance.lastSent.notify).toMatchObject({
      resource_id: 'decision-1',
      event: 'end_by_negative_outcome',
    });
    expect(instance.lastSent.notify!.hash).not.toBe(announced);
    expect(instance.lastSent.notify!.hash).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('switches an outage of the counterparts on and off', async () => {
    const toggle = (unavailable: string) =>
      ssu.app.inject({
        method: 'POST',
        url: '/dev/ssu/outage?lang=it',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `unavailable=${unavailable}`,
      });
    expect((await toggle('true')).statusCode).toBe(303);
    expect(ssu.app.ssu!.simulator!.unavailable).toBe(true);
    expect(await page()).toContain('Termina il disservizio');
    await toggle('false');
    expect(ssu.app.ssu!.simulator!.unavailable).toBe(false);
  });
});
