import { apiPaths, GENERIC_ERROR, PublicServiceMappingReplySchema } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { STARTUP_SERVICE_NAME_IT } from '../../db/seed/index.js';

const url = `/api${apiPaths.reference.publicServiceMapping}`;
const query = (name: string, ipaCode: string, extra = '') =>
  `?name=${encodeURIComponent(name)}&ipaCode=${encodeURIComponent(ipaCode)}${extra}`;

describe(`GET ${url}`, async () => {
  const { app } = await buildTestApp();
  const get = async (search: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url: `${url}${search}`, headers });
    return { status: res.statusCode, body: res.json() };
  };

  it('maps the startup service of the administration to its EU public service, in Italian by default', async () => {
    const { status, body } = await get(query(STARTUP_SERVICE_NAME_IT, 'c_h501'));
    expect(status).toBe(200);
    expect(PublicServiceMappingReplySchema.parse(body).publicService).toEqual({
      euPublicServiceId: 'c_h501-suap-startup',
      name: STARTUP_SERVICE_NAME_IT,
      ipaCode: 'c_h501',
    });
  });

  it('names the service in English with lang=en or Accept-Language', async () => {
    expect((await get(query(STARTUP_SERVICE_NAME_IT, 'c_h501', '&lang=en'))).body.publicService.name).toBe(
      'Starting a business activity',
    );
    expect(
      (await get(query(STARTUP_SERVICE_NAME_IT, 'c_h501'), { 'accept-language': 'en' })).body.publicService
        .name,
    ).toBe('Starting a business activity');
  });

  it('answers the generic error 999 when no mapping is configured', async () => {
    for (const search of [
      query('Servizio sconosciuto', 'c_h501'),
      query(STARTUP_SERVICE_NAME_IT, 'c_f205'),
    ]) {
      const { status, body } = await get(search);
      expect(status).toBe(404);
      expect(body).toEqual(GENERIC_ERROR);
    }
  });

  it.each([
    ['', 'querystring.name'],
    [`?ipaCode=c_h501`, 'querystring.name'],
    [`?name=x`, 'querystring.ipaCode'],
    [query('a'.repeat(256), 'c_h501'), 'querystring.name'],
    [query('<b>', 'c_h501'), 'querystring.name'],
    [query(STARTUP_SERVICE_NAME_IT, 'c h501!'), 'querystring.ipaCode'],
  ])('rejects %s with 400 naming %s', async (search, field) => {
    const { status, body } = await get(search);
    expect(status).toBe(400);
    // The description is the sentence for people; the field path is in errors[].
    expect(body.errors.map((error: { field: string }) => error.field)).toContain(field);
  });
});
