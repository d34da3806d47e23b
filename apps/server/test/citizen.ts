import { CSRF_HEADER, type Request } from '@suap/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { initiatives, suap } from '../src/db/schema.js';
import { login, TestBrowser } from './browser.js';

export const MARIO = { fiscalCode: 'RSSMRA80A01H501U', draftId: 8, sentId: 6, deletedId: 4, acceptedId: 2 };
export const ANNA = { draftId: 11 };

/** A browser logged in to the front office, with short-hands for the request calls. */
export async function citizen(app: FastifyInstance, username: string) {
  const browser = new TestBrowser(app);
  const reply = await login(browser, 'fo', username);
  if (reply.statusCode !== 200)
    throw new Error(`login of ${username} answered ${reply.statusCode}: ${reply.body}`);
  const userId = (reply.json() as { user: { userId: number } }).user.userId;
  const withCsrf = () => ({ [CSRF_HEADER]: browser.csrf ?? '' });
  return {
    browser,
    userId,
    get: (url: string) => browser.request({ method: 'GET', url }),
    post: (url: string, payload: unknown) =>
      browser.request({ method: 'POST', url, payload: payload as object, headers: withCsrf() }),
    put: (url: string, payload: unknown) =>
      browser.request({ method: 'PUT', url, payload: payload as object, headers: withCsrf() }),
    del: (url: string) => browser.request({ method: 'DELETE', url, headers: withCsrf() }),
  };
}

export type Citizen = Awaited<ReturnType<typeof citizen>>;

/** Ids of real reference rows: an office taking requests here, an external one, and an initiative. */
export async function referenceIds(database: Database) {
  const db = database.db;
  const [internal] = await db.select().from(suap).where(eq(suap.type, 'INT')).limit(1);
  const [external] = await db
    .select()
    .from(suap)
    .where(and(eq(suap.type, 'EXT')))
    .limit(1);
  const [initiative] = await db.select().from(initiatives).limit(1);
  if (!internal || !external || !initiative) throw new Error('seed: missing SUAP or initiative rows');
  return { suap: internal, externalSuap: external, initiative };
}

/**
 * The least a create takes: the notification contact the first wizard step sets (issue 22: `{}` no longer
 * creates an empty draft).
 */
export const FIRST_STEP = {
  procedureNotification: { typeId: 1, address: 'mario.rossi@example.com' },
} as const;

/** A body with every step filled: sending it is allowed. */
export function completeDraft(ids: Awaited<ReturnType<typeof referenceIds>>) {
  return {
    language: 'it' as const,
    typeOfService: { typeOfServiceId: 1 },
    procedureNotification: { typeId: 2, address: 'mario.rossi@pec.example.it' },
    suap: { suapId: ids.suap.suapId },
    iniziative: { iniziativeId: ids.initiative.initiativeId },
    personalData: {
      firstName: 'Mario',
      lastName: 'Rossi',
      fiscalCode: MARIO.fiscalCode,
      dateOfBirth: '01/01/1980',
      placeOfBirth: '',
      cityOfBirth: 'Roma',
      gender: 'M',
      email: 'mario.rossi@example.com',
      legalRepresentative: false,
    },
    partitaIva: '',
  };
}

export const requestOf = (reply: { json(): unknown }) => (reply.json() as { request: Request }).request;
