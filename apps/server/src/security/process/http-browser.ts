import { CSRF_COOKIE_NAMES, CSRF_HEADER } from '@suap/shared';

export interface HttpReply {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when it is JSON, else undefined. */
  json: unknown;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Client-side limit, so a hanging server fails the test instead of stalling it. */
  timeoutMs?: number;
}

/**
 * A browser over real HTTP for tests that run the server as a separate process: one cookie jar for the
 * whole site (paths and domains ignored, enough for one origin), redirects handed back to the caller.
 * `base` is the server it talks to and can change, as a load balancer would send the same browser elsewhere.
 */
export class HttpBrowser {
  readonly cookies = new Map<string, string>();

  constructor(public base: string) {}

  get csrf(): string | undefined {
    // __Host-suap_csrf when the server's BASE_URL is https, suap_csrf otherwise.
    for (const name of CSRF_COOKIE_NAMES) {
      const value = this.cookies.get(name);
      if (value !== undefined) return value;
    }
    return undefined;
  }

  /** Absolute URLs (the server's BASE_URL) are sent to `base`: only their path and query are kept. */
  async call(url: string, options: CallOptions = {}): Promise<HttpReply> {
    const target = new URL(url, this.base);
    const headers: Record<string, string> = { ...options.headers };
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(new URL(target.pathname + target.search, this.base), {
      method: options.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    this.keepCookies(response.headers.getSetCookie());
    const text = await response.text();
    let json: unknown;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  /** A state-changing API call carrying the CSRF header, as the web app sends it. */
  async write(method: string, url: string, body: unknown, options: CallOptions = {}): Promise<HttpReply> {
    if (!this.csrf) await this.call('/api/session', { timeoutMs: options.timeoutMs });
    return this.call(url, {
      ...options,
      method,
      body,
      headers: { [CSRF_HEADER]: this.csrf ?? '', ...options.headers },
    });
  }

  private keepCookies(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=').map((part) => part.trim());
        if (/^max-age$/i.test(key)) return Number(raw) <= 0;
        if (/^expires$/i.test(key)) return Date.parse(raw) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Follows redirects into the API and the embedded providers; returns the first other answer. */
  async follow(reply: HttpReply): Promise<HttpReply> {
    let current = reply;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return current;
      const path = new URL(location, this.base).pathname;
      if (!path.startsWith('/idp/') && !path.startsWith('/api/')) return current;
      current = await this.call(location);
    }
    throw new Error('too many redirects');
  }
}

export interface ProviderCallback {
  code: string;
  state: string;
  redirectUri: string;
}

/** /api/login/start, then the embedded provider's form with the development password, up to the callback URL. */
export async function loginAtProvider(browser: HttpBrowser, username: string): Promise<ProviderCallback> {
  const started = await browser.call('/api/login/start?idp=fo');
  if (started.status !== 302) throw new Error(`login start answered ${started.status}: ${started.text}`);
  const page = await browser.follow(started);
  const form = /action="([^"]+\/login)"/.exec(page.text);
  if (page.status !== 200 || !form?.[1]) {
    throw new Error(`no login form (${page.status}): ${page.text.slice(0, 300)}`);
  }
  const submitted = await browser.call(form[1], {
    method: 'POST',
    form: { username, password: 'password' },
  });
  const final = await browser.follow(submitted);
  const location = final.headers.get('location');
  if (!location) throw new Error(`no callback redirect (${final.status}): ${final.text.slice(0, 300)}`);
  const callback = new URL(location);
  const code = callback.searchParams.get('code');
  const state = callback.searchParams.get('state');
  if (!code || !state) throw new Error(`callback without code: ${location}`);
  return { code, state, redirectUri: `${callback.origin}${callback.pathname}` };
}

/** The web app's POST /api/login/token with the code of the callback. */
export async function exchangeCode(browser: HttpBrowser, callback: ProviderCallback): Promise<HttpReply> {
  await browser.call('/api/session');
  return browser.write('POST', '/api/login/token', {
    grant_type: 'authorization_code',
    code: callback.code,
    redirect_uri: callback.redirectUri,
    state: callback.state,
  });
}

export interface LoggedIn {
  browser: HttpBrowser;
  userId: number;
  fiscalCode: string;
}

/** A whole front-office login; fails loudly unless the citizen ends up logged in. */
export async function logIn(base: string, username: string): Promise<LoggedIn> {
  const browser = new HttpBrowser(base);
  const reply = await exchangeCode(browser, await loginAtProvider(browser, username));
  const user = (reply.json as { user?: { userId: number; fiscalCode: string } } | undefined)?.user;
  if (reply.status !== 200 || !user)
    throw new Error(`${username} could not log in: ${reply.status} ${reply.text}`);
  return { browser, userId: user.userId, fiscalCode: user.fiscalCode };
}

/** The seeded citizens with a front-office profile. */
export const CITIZENS = ['mario.rossi', 'anna.verdi', 'giulia.bianchi'] as const;

/** `perCitizen` sessions of each citizen, logged in a few at a time. */
export async function logInCitizens(base: string, perCitizen: number): Promise<LoggedIn[]> {
  const usernames = Array.from({ length: perCitizen }, () => CITIZENS).flat();
  const sessions: LoggedIn[] = [];
  for (let start = 0; start < usernames.length; start += 6) {
    sessions.push(...(await Promise.all(usernames.slice(start, start + 6).map((name) => logIn(base, name)))));
  }
  return sessions;
}
