import { apiPaths, CSRF_HEADER, type Language } from '@suap/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { call, signedIn } from '../../test/back-office-sessions.js';
import { isBadDatabaseValue } from './error-handler.js';
import { validationErrors } from './validation-errors.js';

const CREATE = `/api${apiPaths.backOffice.createUser}`;
const USERS = `/api${apiPaths.backOffice.users}`;

const NEW_USER = {
  firstName: 'Ada',
  lastName: 'Neri',
  fiscalCode: 'NRE123',
  email: 'ada.neri@example.com',
  profile: { profileId: 3 },
  active: 1,
};

const SAYS = {
  it: {
    fiscalCode: /«codice fiscale» deve avere 16 caratteri: 6 lettere, 2 cifre/,
    invalidData: 'Dati non validi',
    csrf: /codice di sicurezza/,
    login: /Accedi per usare questo servizio/,
    profile: /Il tuo profilo non consente/,
    json: /non è un JSON valido/,
    tooLarge: /supera il limite di 256 KB/,
    route: /Il percorso GET \/api\/nope non esiste/,
    mediaType: /Il formato application\/xml non è accettato/,
  },
  en: {
    fiscalCode: /"fiscal code" must have 16 characters: 6 letters, 2 digits/,
    invalidData: 'Invalid data',
    csrf: /security code/,
    login: /Log in to use this service/,
    profile: /Your profile does not allow/,
    json: /not valid JSON/,
    tooLarge: /larger than the limit of 256 KB/,
    route: /The path GET \/api\/nope does not exist/,
    mediaType: /The format application\/xml is not accepted/,
  },
} satisfies Record<Language, Record<string, RegExp | string>>;

/** Neither a machine code as title nor a raw rule name in the text: what a person reads must be a sentence. */
function expectReadable(res: LightMyRequestResponse) {
  const body = res.json() as { code: number; message: string; description: string };
  expect(body.code).toBe(res.statusCode);
  expect(body.message).not.toMatch(/^[A-Z_]+$|Bad Request|FST_/);
  expect(body.description).not.toContain('(rule:');
  expect(body.description).not.toMatch(/FST_|Invalid input/);
  return body;
}

describe('error replies are sentences in the language of the request (issue 22 item 6)', async () => {
  const { app } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const admin = await signedIn(app, 'bo', 'admin');
  const collab = await signedIn(app, 'bo', 'collab');

  describe.each(['it', 'en'] as const)('lang=%s', (lang) => {
    const says = SAYS[lang];

    it('a bad fiscal code on createUser names the field and the 16-character rule', async () => {
      const res = await call(admin, 'POST', `${CREATE}?lang=${lang}`, NEW_USER);
      expect(res.statusCode).toBe(400);
      const body = expectReadable(res);
      expect(body.message).toBe(says.invalidData);
      expect(body.description).toMatch(says.fiscalCode);
      expect(res.json().errors).toEqual([
        { field: 'body.fiscalCode', rule: 'pattern', message: expect.stringMatching(says.fiscalCode) },
      ]);
    });

    it('the language also comes from Accept-Language when there is no ?lang', async () => {
      const res = await admin.request({
        method: 'POST',
        url: CREATE,
        payload: NEW_USER,
        headers: { [CSRF_HEADER]: admin.csrf ?? '', 'accept-language': `${lang};q=0.9` },
      });
      expect(expectReadable(res).description).toMatch(says.fiscalCode);
    });

    it('a call without the CSRF header says why, with reason csrf', async () => {
      const res = await admin.request({ method: 'POST', url: `${CREATE}?lang=${lang}`, payload: NEW_USER });
      expect(res.statusCode).toBe(403);
      expect(expectReadable(res).description).toMatch(says.csrf);
      expect(res.json().reason).toBe('csrf');
    });

    it('an anonymous back-office call is asked to log in (401)', async () => {
      const res = await app.inject({ method: 'GET', url: `${USERS}?lang=${lang}` });
      expect(res.statusCode).toBe(401);
      expect(expectReadable(res).description).toMatch(says.login);
    });

    it('a collaborator on the users list is refused by profile (403)', async () => {
      const res = await call(collab, 'GET', `${USERS}?lang=${lang}`);
      expect(res.statusCode).toBe(403);
      expect(expectReadable(res).description).toMatch(says.profile);
    });

    it('a body that is not JSON is worded, not FST_ERR_CTP_INVALID_JSON_BODY', async () => {
      const res = await admin.request({
        method: 'POST',
        url: `${CREATE}?lang=${lang}`,
        payload: '{"firstName": ',
        headers: { [CSRF_HEADER]: admin.csrf ?? '', 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(expectReadable(res).description).toMatch(says.json);
    });

    it('a 300 KB body answers 413 naming the limit', async () => {
      const res = await admin.request({
        method: 'POST',
        url: `${CREATE}?lang=${lang}`,
        payload: JSON.stringify({ ...NEW_USER, lastName: 'x'.repeat(300 * 1024) }),
        headers: { [CSRF_HEADER]: admin.csrf ?? '', 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(413);
      expect(expectReadable(res).description).toMatch(says.tooLarge);
      expect(res.json().reason).toBe('body-too-large');
    });

    it('a body in a format the API does not read answers 415 naming it', async () => {
      const res = await admin.request({
        method: 'POST',
        url: `${CREATE}?lang=${lang}`,
        payload: '<user/>',
        headers: { [CSRF_HEADER]: admin.csrf ?? '', 'content-type': 'application/xml' },
      });
      expect(res.statusCode).toBe(415);
      expect(expectReadable(res).description).toMatch(says.mediaType);
      expect(res.json().reason).toBe('media-type');
    });

    it('an unknown API route answers 404 in the language', async () => {
      const res = await app.inject({ method: 'GET', url: `/api/nope?lang=${lang}` });
      expect(res.statusCode).toBe(404);
      expect(expectReadable(res).description).toMatch(says.route);
    });
  });

  it('defaults to Italian, and every errors[] entry carries a stable rule and its own sentence', async () => {
    const res = await call(admin, 'POST', CREATE, { ...NEW_USER, firstName: '', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: { field: string; rule: string; message: string }[] };
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'body.firstName', rule: 'required', message: 'Il campo «nome» è obbligatorio.' },
        {
          field: 'body.email',
          rule: 'pattern',
          message: expect.stringMatching(/^Il campo «e-mail» deve essere/),
        },
      ]),
    );
  });

  it('a wrong path id names the rule, not zod', async () => {
    const res = await call(admin, 'GET', `/api${apiPaths.backOffice.user.replace(':id', 'abc')}?lang=en`);
    expect(res.statusCode).toBe(400);
    const body = expectReadable(res);
    expect(body.description).toMatch(/^The field "identifier" /);
    expect(res.json().errors[0]).toMatchObject({ field: 'params.id' });
    expect(res.json().errors[0].rule).toMatch(/^(integer|invalid)$/);
  });
});

describe('rule names and the database safety net', () => {
  it('names one error per unknown key and never a zod code', () => {
    expect(
      validationErrors('body', [
        {
          keyword: 'unrecognized_keys',
          instancePath: '/',
          message: 'Unrecognized keys',
          params: { keys: ['a', 'b'] },
        },
        { keyword: 'custom', instancePath: '/bogus', message: 'unknown' },
        {
          keyword: 'too_big',
          instancePath: '/id',
          message: 'Too big',
          params: { origin: 'number', maximum: 32767 },
        },
        {
          keyword: 'invalid_type',
          instancePath: '/active',
          message: 'Invalid input: expected number, received undefined',
        },
      ]),
    ).toEqual([
      { field: 'body.a', rule: 'unknown', params: {} },
      { field: 'body.b', rule: 'unknown', params: {} },
      { field: 'body.bogus', rule: 'unknown', params: {} },
      { field: 'body.id', rule: 'max', params: { max: 32767 } },
      { field: 'body.active', rule: 'required', params: {} },
    ]);
  });

  it('recognises PostgreSQL 22003/22P02, also wrapped by Drizzle, as a refused value (400, not 500)', () => {
    const pg = Object.assign(new Error('value "2147483648" is out of range for type integer'), {
      code: '22003',
    });
    expect(isBadDatabaseValue(pg)).toBe(true);
    expect(isBadDatabaseValue(new Error('Failed query', { cause: pg }))).toBe(true);
    expect(isBadDatabaseValue(Object.assign(new Error('x'), { code: '22P02' }))).toBe(true);
    expect(isBadDatabaseValue(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
  });
});
