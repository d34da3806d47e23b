import { apiPaths, fillPath, PDF_CONTENT_TYPE } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { call, signedIn } from '../../../test/back-office-sessions.js';

const details = (id: number | string) => `/api${fillPath(apiPaths.backOffice.request, { id })}`;
const recap = (id: number | string) => `/api${fillPath(apiPaths.backOffice.pdfRecap, { id })}`;

describe('GET backoffice/request/{id} and getPdfRecap/{id}', async () => {
  const { app } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const staff = await signedIn(app, 'bo', 'staff');

  it('gives every field of a sent request, the personal data included', async () => {
    const res = await call(staff, 'GET', details(12));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      request: {
        requestId: 12,
        stateOfRequest: { stateOfRequestId: 3 },
        user: { firstName: 'Giulia', lastName: 'Bianchi' },
        personalData: { firstName: 'Giulia', legalRepresentative: true, companyName: expect.any(String) },
        procedureNotification: { typeId: 2, address: 'bianchidesign@pec.example.com' },
        partitaIva: expect.stringMatching(/^\d{11}$/),
        suap: { suapId: expect.any(Number) },
        iniziative: { code: 'ART-LAB-APE' },
        draftExpiresOn: null,
      },
    });
  });

  it("shows a draft with its deletion date and owner but without the citizen's unfinished data", async () => {
    const res = await call(staff, 'GET', details(8));
    expect(res.statusCode).toBe(200);
    const { request } = res.json();
    expect(request).toMatchObject({
      requestId: 8,
      stateOfRequest: { stateOfRequestId: 1 },
      user: { firstName: 'Mario', lastName: 'Rossi' },
      personalData: null,
      procedureNotification: null,
      partitaIva: null,
    });
    expect(request.draftExpiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers 404 for a request that does not exist, in the language asked for', async () => {
    const res = await call(staff, 'GET', `${details(999_999)}?lang=en`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, description: 'Request 999999 does not exist' });
  });

  it.each(['abc', '0', '-1', '1.5'])('answers 400 naming params.id for id %s', async (id) => {
    for (const url of [details(id), recap(id)]) {
      const res = await call(staff, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0].field).toBe('params.id');
    }
  });

  it('downloads the recap of a sent request as a PDF named in its language', async () => {
    const italian = await call(staff, 'GET', recap(12));
    expect(italian.statusCode).toBe(200);
    expect(italian.headers['content-type']).toContain(PDF_CONTENT_TYPE);
    expect(italian.headers['content-disposition']).toMatch(
      /^attachment; filename="riepilogo-richiesta-SUAP-\d{4}-\d{6}\.pdf"$/,
    );
    expect(italian.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Request 7 was made in English.
    const english = await call(staff, 'GET', recap(7));
    expect(english.headers['content-disposition']).toMatch(/filename="request-summary-SUAP-/);
  });

  it('refuses the recap of a draft or a deleted request with 409, and of a missing one with 404', async () => {
    for (const id of [8, 4]) {
      const res = await call(staff, 'GET', recap(id));
      expect(res.statusCode).toBe(409);
      expect(res.json().description).toContain(`${id}`);
    }
    expect((await call(staff, 'GET', recap(999_999))).statusCode).toBe(404);
  });
});
