import { vi } from 'vitest';
import { sessionState } from '../../../lib/session';
import { defaultHandlers } from '../../../components/reference-data/testing/reference-api-mock';
import { TEST_USER } from './fixtures';

// The wizard's component tests answer the API through a stubbed fetch keyed by "METHOD /api/path", so each test
// sees the exact calls (method, query, body) the screens made.

export interface Reply {
  status?: number;
  body: unknown;
}
export type WizardHandler = (call: { url: URL; body: unknown }) => Reply | unknown;

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
}

const ok = { code: 200, message: 'OK', description: 'OK' };

export function okReply<T extends object>(data: T) {
  return { ...ok, ...data };
}

function isReply(value: unknown): value is Reply {
  return (
    typeof value === 'object' &&
    value !== null &&
    'body' in value &&
    Object.keys(value).every((k) => k === 'body' || k === 'status')
  );
}

export function mockWizardApi(handlers: Record<string, WizardHandler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const reference = defaultHandlers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const handler = handlers[`${method} ${url.pathname}`];
      if (handler) {
        const result = handler({ url, body });
        const reply = isReply(result) ? result : { status: 200, body: result };
        return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
      }
      const referenceHandler = reference[url.pathname];
      if (method === 'GET' && referenceHandler)
        return new Response(JSON.stringify(referenceHandler(url.searchParams)), { status: 200 });
      if (url.pathname === '/api/session')
        return new Response(JSON.stringify({ ...ok, authenticated: true, user: TEST_USER }), { status: 200 });
      return new Response(JSON.stringify({ code: 404, message: 'Not Found', description: url.pathname }), {
        status: 404,
      });
    }),
  );
  return calls;
}

/** Mario Rossi logged in through the provider (fiscal code vouched for). */
export function logInTestUser(): void {
  sessionState.set({
    user: TEST_USER,
    identityMatching: false,
    claims: {
      firstName: TEST_USER.firstName,
      lastName: TEST_USER.lastName,
      fiscalCode: TEST_USER.fiscalCode,
      dateOfBirth: TEST_USER.dateOfBirth,
      gender: TEST_USER.gender,
      email: TEST_USER.email,
      userEidasId: null,
    },
    idp: 'fo',
    expiresAt: null,
  });
}
