import { CSRF_COOKIE_NAMES, CSRF_HEADER } from '@suap/shared';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { IdpName } from '@suap/shared';

/**
 * A minimal browser for app.inject tests: keeps cookies (ignoring paths and domains, enough for one origin)
 * and can drive the embedded provider's login from /api/login/start to the code on the callback URL.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) },
    });
    for (const set of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        set.maxAge === 0 || (set.expires && set.expires.getTime() <= Date.now()) || set.value === '';
      if (expired) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  get csrf(): string | undefined {
    // __Host-suap_csrf when the server's BASE_URL is https, suap_csrf otherwise.
    for (const name of CSRF_COOKIE_NAMES) {
      const value = this.cookies.get(name);
      if (value !== undefined) return value;
    }
    return undefined;
  }

  /** A state-changing API call carrying the CSRF header, as the web app sends it. */
  async post(url: string, payload: unknown = {}, headers: Record<string, string> = {}) {
    if (!this.csrf) await this.request({ method: 'GET', url: '/api/session' });
    return this.request({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { [CSRF_HEADER]: this.csrf ?? '', ...headers },
    });
  }

  /** Follows redirects that stay on this server; stops at the first answer that is not a redirect to us. */
  async follow(response: LightMyRequestResponse): Promise<LightMyRequestResponse> {
    let current = response;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = current.headers.location;
      if (current.statusCode < 300 || current.statusCode >= 400 || typeof location !== 'string')
        return current;
      const target = new URL(location, 'http://localhost:3000');
      if (!target.pathname.startsWith('/idp/') && !target.pathname.startsWith('/api/')) return current;
      current = await this.request({ method: 'GET', url: target.pathname + target.search });
    }
    throw new Error('too many redirects');
  }
}

export interface ProviderCallback {
  code: string;
  state: string;
  redirectUri: string;
  /** The login page HTML the provider showed. */
  loginPage: string;
}

/** GET /api/login/start, then the provider's login form with the development password, up to the callback. */
export async function loginAtProvider(
  browser: TestBrowser,
  idp: IdpName,
  username: string,
  options: { origin?: string; password?: string } = {},
): Promise<ProviderCallback> {
  const query = new URLSearchParams({ idp, ...(options.origin ? { origin: options.origin } : {}) });
  const started = await browser.request({ method: 'GET', url: `/api/login/start?${query}` });
  if (started.statusCode !== 302)
    throw new Error(`login start answered ${started.statusCode}: ${started.body}`);
  const page = await browser.follow(started);
  const form = /action="([^"]+\/login)"/.exec(page.body);
  if (page.statusCode !== 200 || !form?.[1])
    throw new Error(`no login form (${page.statusCode}): ${page.body.slice(0, 300)}`);
  const submitted = await browser.request({
    method: 'POST',
    url: form[1],
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password: options.password ?? 'password' }).toString(),
  });
  const final = await browser.follow(submitted);
  const location = final.headers.location;
  if (typeof location !== 'string')
    throw new Error(`no callback redirect (${final.statusCode}): ${final.body.slice(0, 300)}`);
  const callback = new URL(location);
  const code = callback.searchParams.get('code');
  const state = callback.searchParams.get('state');
  if (!code || !state) throw new Error(`callback without code: ${location}`);
  return { code, state, redirectUri: `${callback.origin}${callback.pathname}`, loginPage: page.body };
}

/** The web app's POST /api/login/token (fo) or /token2 (bo) with the code from the callback. */
export function exchangeCode(
  browser: TestBrowser,
  idp: IdpName,
  callback: ProviderCallback,
  overrides: Record<string, string> = {},
) {
  return browser.post(idp === 'fo' ? '/api/login/token' : '/api/login/token2', {
    grant_type: 'authorization_code',
    code: callback.code,
    redirect_uri: callback.redirectUri,
    state: callback.state,
    ...overrides,
  });
}

/** The whole login as a browser does it; returns the token call's reply. */
export async function login(browser: TestBrowser, idp: IdpName, username: string, origin?: string) {
  const callback = await loginAtProvider(browser, idp, username, origin ? { origin } : {});
  return exchangeCode(browser, idp, callback);
}
