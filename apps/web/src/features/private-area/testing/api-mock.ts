import { vi } from 'vitest';
import { defaultHandlers } from '../../../components/reference-data/testing/reference-api-mock';
import { sessionState } from '../../../lib/session';
import type { User } from '@suap/shared';
import { CITIZEN } from './fixtures';

// The private area's component tests answer the API through a stubbed fetch keyed by "METHOD /api/path", so a
// test sees every call the screens made (method, query) and decides each reply.

export interface Reply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}
export type Handler = (url: URL) => Reply;

export interface RecordedCall {
  method: string;
  url: URL;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });

export function mockApi(handlers: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const reference = defaultHandlers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      calls.push({ method, url });
      const handler = handlers[`${method} ${url.pathname}`];
      if (handler) {
        const reply = handler(url);
        const body = reply.body instanceof Blob ? reply.body : JSON.stringify(reply.body);
        return new Response(body, { status: reply.status ?? 200, headers: reply.headers });
      }
      const referenceHandler = reference[url.pathname];
      if (method === 'GET' && referenceHandler)
        return new Response(JSON.stringify(referenceHandler(url.searchParams)), { status: 200 });
      return new Response(JSON.stringify({ code: 404, message: 'Not Found', description: url.pathname }), {
        status: 404,
      });
    }),
  );
  return calls;
}

export function logIn(user: User = CITIZEN): void {
  sessionState.set({ user, identityMatching: false, claims: null, idp: 'fo', expiresAt: null });
}
