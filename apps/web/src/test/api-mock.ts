import { vi } from 'vitest';
import type { User } from '@suap/shared';
import { defaultHandlers } from '../components/reference-data/testing/reference-api-mock';
import { sessionState, type SessionState } from '../lib/session';
import { CITIZEN } from './fixtures';

// Component tests answer the API through a stubbed fetch keyed by "METHOD /api/path", and record every call so
// a test can check method, query and body. Reference data (SUAPs, initiatives…) is answered by default, and so
// are a request's list of documents (none) and its status in the national SUAP system (nothing: the SSU never saw
// it), which the request pages read beside everything else.

export interface Reply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}
export type Handler = (url: URL, body: unknown) => Reply;

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });

/** A 200 envelope around `data`. */
export const okReply = <T extends object>(data: T) => ({
  code: 200,
  message: 'OK',
  description: 'OK',
  ...data,
});

const ATTACHMENT_LIST = /^\/api\/suap\/v1\/(request|backoffice)\/attachments\/\d+$/;
const NO_ATTACHMENTS = okReply({
  attachments: [],
  limits: { maxFileBytes: 20 * 1024 * 1024, maxRequestBytes: 100 * 1024 * 1024, scanned: true },
});
const SSU_STATUS = /^\/api\/suap\/v1\/(request|backoffice)\/ssu\/\d+$/;
const NO_SSU = okReply({ ssu: { cui: null, receiptOn: null, calls: [] } });

export function mockApi(handlers: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const reference = defaultHandlers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, url, body });
      const handler = handlers[`${method} ${url.pathname}`];
      if (handler) {
        const reply = handler(url, body);
        const payload = reply.body instanceof Blob ? reply.body : JSON.stringify(reply.body);
        return new Response(payload, { status: reply.status ?? 200, headers: reply.headers });
      }
      const referenceHandler = reference[url.pathname];
      if (method === 'GET' && referenceHandler)
        return new Response(JSON.stringify(referenceHandler(url.searchParams)), { status: 200 });
      if (method === 'GET' && ATTACHMENT_LIST.test(url.pathname))
        return new Response(JSON.stringify(NO_ATTACHMENTS), { status: 200 });
      if (method === 'GET' && SSU_STATUS.test(url.pathname))
        return new Response(JSON.stringify(NO_SSU), { status: 200 });
      return new Response(JSON.stringify({ code: 404, message: 'Not Found', description: url.pathname }), {
        status: 404,
      });
    }),
  );
  return calls;
}

/**
 * Holds the answers to the calls to `pathname` from now on, until the returned function is called; every other
 * call answers as usual. The held calls still reach the stubbed fetch, in order.
 */
export function holdCalls(pathname: string): () => void {
  const answer = globalThis.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname === pathname) await held;
    return answer(input, init);
  });
  return release;
}

export const callsTo = (calls: RecordedCall[], method: string, pathname: string) =>
  calls.filter((call) => call.method === method && call.url.pathname === pathname);

/** `user` logged in at the front office (`fo`, the default) or the back office (`bo`). */
export function logIn(
  user: User = CITIZEN,
  idp: 'fo' | 'bo' = 'fo',
  claims: SessionState['claims'] = null,
): void {
  sessionState.set({ user, identityMatching: false, claims, idp, expiresAt: null });
}

/** A 400 reply: the error envelope with the fields the server refused. */
export const badRequest = (
  message: string,
  description: string,
  errors: { field: string; rule: string; message: string }[],
): Reply => ({ status: 400, body: { code: 400, message, description, errors } });
