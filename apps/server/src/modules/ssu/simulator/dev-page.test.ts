import { RequestState } from '@suap/shared';
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
