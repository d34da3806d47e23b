import { CSRF_HEADER } from '@suap/shared';
import type { FastifyInstance } from 'fastify';
import { login, TestBrowser } from './browser.js';

export type BackOfficeUsername = 'admin' | 'collab' | 'staff' | 'sara.russo';

/** A browser logged in at the back office (bo) or, for citizens, at the front office (fo). */
export async function signedIn(
  app: FastifyInstance,
  idp: 'fo' | 'bo',
  username: string,
): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  const reply = await login(browser, idp, username);
  if (reply.statusCode !== 200)
    throw new Error(`${username} could not log in (${reply.statusCode}): ${reply.body}`);
  return browser;
}

/** A GET, or a state-changing call carrying the CSRF header as the web app sends it. */
export async function call(
  browser: TestBrowser,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  if (method === 'GET') return browser.request({ method, url });
  if (!browser.csrf) await browser.request({ method: 'GET', url: '/api/session' });
  return browser.request({
    method,
    url,
    payload: payload as object,
    headers: { [CSRF_HEADER]: browser.csrf ?? '' },
  });
}
