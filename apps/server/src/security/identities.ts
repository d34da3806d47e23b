import type { FastifyInstance } from 'fastify';
import { login, TestBrowser } from '../../test/browser.js';
import type { ApiRoute } from '../plugins/authorize.js';

/** The callers every generated security test tries: nobody, two citizens, the three staff profiles, an inactive user. */
export const IDENTITIES = [
  'anonymous',
  'citizenA',
  'citizenB',
  'collab',
  'admin',
  'staff',
  'inactive',
] as const;
export type Identity = (typeof IDENTITIES)[number];

const accounts: Record<Exclude<Identity, 'anonymous'>, { idp: 'fo' | 'bo'; username: string }> = {
  citizenA: { idp: 'fo', username: 'mario.rossi' },
  citizenB: { idp: 'fo', username: 'anna.verdi' },
  collab: { idp: 'bo', username: 'collab' },
  admin: { idp: 'bo', username: 'admin' },
  staff: { idp: 'bo', username: 'staff' },
  // Logged in while active, then deactivated by the caller (see deactivate below).
  inactive: { idp: 'fo', username: 'giulia.bianchi' },
};

/** A caller the route serves (when nothing else is wrong), so a refusal can only come from what the test breaks. */
export const callerFor = (route: ApiRoute): Identity =>
  route.access === 'frontOffice' || route.access === 'session' || route.access === 'authenticated'
    ? 'citizenA'
    : route.access === 'public'
      ? 'anonymous'
      : 'admin';

export async function browserFor(app: FastifyInstance, identity: Identity): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  if (identity === 'anonymous') {
    await browser.request({ method: 'GET', url: '/api/session' }); // gets the CSRF cookie, as the web app does
    return browser;
  }
  const { idp, username } = accounts[identity];
  const reply = await login(browser, idp, username);
  if (reply.statusCode !== 200)
    throw new Error(`${username} could not log in: ${reply.statusCode} ${reply.body}`);
  return browser;
}
