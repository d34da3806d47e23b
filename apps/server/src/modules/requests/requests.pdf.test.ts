import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { citizen, MARIO, requestOf } from '../../../test/citizen.js';

const BASE = '/api/suap/v1/request';

describe('GET request/getPdfRecap/:id', async () => {
  const { app } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const mario = await citizen(app, 'mario.rossi');

  it('downloads the recap of a sent request under a translated name, in the request language', async () => {
    const italian = requestOf(await mario.get(`${BASE}/${MARIO.sentId}`));
    const reply = await mario.get(`${BASE}/getPdfRecap/${MARIO.sentId}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="riepilogo-richiesta-${italian.referenceCode}.pdf"`,
    );
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(reply.rawPayload.toString('latin1')).toContain(
      `(Riepilogo della richiesta ${italian.referenceCode})`,
    );
    expect(reply.rawPayload.toString('latin1')).toContain('/FontFile2');

    const english = requestOf(await mario.get(`${BASE}/7`));
    expect(english.language).toBe('en');
    const en = await mario.get(`${BASE}/getPdfRecap/7`);
    expect(en.headers['content-disposition']).toBe(
      `attachment; filename="request-summary-${english.referenceCode}.pdf"`,
    );
    expect(en.rawPayload.toString('latin1')).toContain('/Lang (en-GB)');
  });

  it('gives a recap of a draft too, named a draft (its internal id is never shown to the citizen)', async () => {
    const reply = await mario.get(`${BASE}/getPdfRecap/${MARIO.draftId}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toBe('attachment; filename="riepilogo-richiesta-bozza.pdf"');
  });

  it('answers JSON errors: 404 for an unknown id, 400 for a malformed one', async () => {
    expect((await mario.get(`${BASE}/getPdfRecap/999999`)).json()).toMatchObject({ code: 404 });
    expect((await mario.get(`${BASE}/getPdfRecap/abc`)).statusCode).toBe(400);
  });
});
