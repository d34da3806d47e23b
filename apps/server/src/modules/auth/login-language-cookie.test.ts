import type { LightMyRequestResponse } from 'fastify';
import { LOGIN_LANGUAGE_COOKIE } from '@suap/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';

/** The Set-Cookie line of one cookie. */
function cookieLine(reply: LightMyRequestResponse, name: string): string | undefined {
  const header = reply.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.find((line) => line.startsWith(`${name}=`));
}

// Issue 24 (5b): the language-less callback page reads the language the login was started in from this cookie.
describe('login start: the login-language cookie', async () => {
  const { app } = await buildTestApp();
  afterAll(() => app.close());

  it.each([
    ['/api/login/start?idp=fo&origin=%2Fen%2Fsupport', 'en'],
    ['/api/login/start?idp=fo&origin=%2Fit%2Fsupport&lang=en', 'it'],
    ['/api/login/start?idp=bo&lang=en', 'en'],
    ['/api/login/start?idp=bo', 'it'],
  ])('%s leaves %s for the callback page, readable by it and nowhere else', async (url, lang) => {
    const started = await app.inject({ method: 'GET', url });
    expect(started.statusCode).toBe(302);
    const line = cookieLine(started, LOGIN_LANGUAGE_COOKIE) ?? '';
    expect(line).toMatch(new RegExp(`^${LOGIN_LANGUAGE_COOKIE}=${lang};`));
    expect(line).toMatch(/Path=\/auth(;|$)/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).not.toMatch(/HttpOnly/);
    expect(line).toMatch(/Max-Age=\d+/);
  });
});
