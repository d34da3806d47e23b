import { vi } from 'vitest';

export interface FakeReply {
  status?: number;
  body: unknown;
}

/** Stubs fetch with replies keyed by "METHOD /api/path" (query ignored); records every call. */
export function stubApi(replies: Record<string, FakeReply | (() => FakeReply)>) {
  const calls: { key: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    calls.push({ key, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const entry = replies[key];
    const reply = typeof entry === 'function' ? entry() : entry;
    if (!reply) return new Response(JSON.stringify({ code: 404, message: 'Not Found' }), { status: 404 });
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

const times = (expiresAt: string | null) => ({ idleMinutes: 30, expiresAt, absoluteExpiresAt: null });

export function user(profileId: 1 | 2 | 3 | 99, overrides: Record<string, unknown> = {}) {
  return {
    userId: 7,
    userEidasId: null,
    firstName: profileId === 1 ? 'Mario' : 'Paola',
    lastName: profileId === 1 ? 'Rossi' : 'Gialli',
    dateOfBirth: '01/01/1980',
    placeOfBirth: 'Italia',
    cityOfBirth: 'Roma',
    fiscalCode: profileId === 1 ? 'RSSMRA80A01H501U' : 'GLLPLA78B43L219T',
    gender: 'M',
    email: 'x@example.com',
    profile: { profileId, description: profileId === 1 ? 'Cittadino' : 'Amministratore' },
    active: 1,
    ...overrides,
  };
}

export const anonymousSession = {
  code: 200,
  message: 'OK',
  description: 'Anonymous',
  authenticated: false,
  identityMatching: false,
  idp: null,
  user: null,
  claims: null,
  sessionEnded: false,
  session: times(null),
};

export const hansClaims = {
  firstName: 'Hans',
  lastName: 'Müller',
  fiscalCode: null,
  dateOfBirth: '15/03/1975',
  gender: 'M',
  email: null,
  userEidasId: 'DE/IT/HM1975DE',
};

export function loginReply(
  fields: Record<string, unknown>,
  expiresAt = new Date(Date.now() + 30 * 60_000).toISOString(),
) {
  return {
    code: 200,
    message: 'OK',
    description: 'Logged in',
    claims: hansClaims,
    expires_in: 300,
    token_type: 'Bearer',
    user: null,
    identityMatching: false,
    origin: null,
    session: times(expiresAt),
    ...fields,
  };
}

export function sessionReply(fields: Record<string, unknown>, expiresAt: string | null) {
  return { ...anonymousSession, session: times(expiresAt), ...fields };
}
