import { apiPaths, MasterDataReplySchema, STARTUP_SERVICE_TYPE_ID } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, PRODUCTION_ENV } from '../../../test/helper.js';

const url = `/api${apiPaths.reference.masterData}`;

describe(`GET ${url}`, async () => {
  const { app } = await buildTestApp({
    IPA_CODE: 'c_d969',
    DRAFT_STORAGE_DAYS: 90,
    SESSION_IDLE_MINUTES: 20,
  });

  it('answers the configuration, languages and limits without a session', async () => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(MasterDataReplySchema.parse(body).code).toBe(200);
    const { masterData } = body;
    expect(masterData).toMatchObject({
      languages: ['it', 'en'],
      ipaCode: 'c_d969',
      production: false,
      draftStorageDays: 90,
      sessionIdleMinutes: 20,
      baseUrl: 'http://localhost:3000',
    });
    expect(
      masterData.configuration.typeOfServiceAnagList.map(
        (t: { typeOfServiceId: number }) => t.typeOfServiceId,
      ),
    ).toContain(STARTUP_SERVICE_TYPE_ID);
    // SPEC §4's five states, the procedure's five (issue 27) and the withdrawal's (issue 30), in id order.
    expect(
      masterData.configuration.stateOfRequestAnagList.map(
        (state: { stateOfRequestId: number }) => state.stateOfRequestId,
      ),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(masterData.configuration.stateOfRequestAnagList.at(-1)).toEqual({
      stateOfRequestId: 11,
      descriptionIt: 'Ritirata',
      descriptionEn: 'Withdrawn',
    });
    expect(masterData.configuration.stateOfRequestAnagList[0]).toEqual({
      stateOfRequestId: 1,
      descriptionIt: 'Bozza',
      descriptionEn: 'Draft',
    });
    expect(masterData.configuration.typeIniziativeList.length).toBeGreaterThan(1);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('writes the initiative types in Italian by default', async () => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.json().masterData.configuration.typeIniziativeList[0]).toMatchObject({
      typeIniziativeId: 1,
      description: 'Commercio',
      descriptionIt: 'Commercio',
      descriptionEn: 'Retail and wholesale trade',
    });
  });

  it('follows ?lang=en', async () => {
    const res = await app.inject({ method: 'GET', url: `${url}?lang=en` });
    expect(res.json().masterData.configuration.typeIniziativeList[0].description).toBe(
      'Retail and wholesale trade',
    );
  });

  it('follows the Accept-Language header when lang is absent, and lang wins over it', async () => {
    const english = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.json().masterData.configuration.typeIniziativeList[0].description).toBe(
      'Retail and wholesale trade',
    );
    const italian = await app.inject({
      method: 'GET',
      url: `${url}?lang=it`,
      headers: { 'accept-language': 'en' },
    });
    expect(italian.json().masterData.configuration.typeIniziativeList[0].description).toBe('Commercio');
  });

  it('rejects an unknown language with 400 naming lang', async () => {
    const res = await app.inject({ method: 'GET', url: `${url}?lang=fr` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([{ field: 'querystring.lang', rule: 'invalid' }]);
    expect(res.json().description).toBe('Il campo «lingua» non ha un valore ammesso.');
  });

  it('says production when the server runs in production', async () => {
    const { app: production } = await buildTestApp(PRODUCTION_ENV);
    const res = await production.inject({ method: 'GET', url });
    expect(res.json().masterData.production).toBe(true);
  });
});
