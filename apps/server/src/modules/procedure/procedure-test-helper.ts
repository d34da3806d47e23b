import {
  addDaysToIsoDate,
  apiPaths,
  fillPath,
  isoDateInRome,
  type ErrorReply,
  type Procedure,
  type StaffActionBody,
} from '@suap/shared';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { call, signedIn } from '../../../test/back-office-sessions.js';
import type { TestBrowser } from '../../../test/browser.js';
import { citizen, completeDraft, FIRST_STEP, referenceIds, requestOf } from '../../../test/citizen.js';
import { buildTestApp } from '../../../test/helper.js';
import type { Env } from '../../config.js';
import { requestHistory, requests, users } from '../../db/schema.js';

/** Test support of the procedure's API tests: one app, its people, and short-hands for the calls. */

export const staffUrl = (id: number) => `/api${fillPath(apiPaths.backOffice.procedure, { id })}`;
export const citizenUrl = (id: number) => `/api${fillPath(apiPaths.requests.procedure, { id })}`;
export const answerUrl = (id: number) => `/api${fillPath(apiPaths.requests.answer, { id })}`;
export const withdrawUrl = (id: number) => `/api${fillPath(apiPaths.requests.withdraw, { id })}`;
export const OPERATORS_URL = `/api${apiPaths.backOffice.operators}`;

/** Texts long enough for the contract (PROCEDURE_TEXT_LIMITS). */
export const TEXT = {
  message: 'Inviare la planimetria dei locali firmata da un tecnico.',
  reason: 'Il locale non rispetta la superficie minima prevista dal regolamento.',
  answer: 'Allego la planimetria firmata dal geometra Bianchi.',
  observations: 'La superficie è conforme: la planimetria la misura al netto dei muri.',
  assessment: 'La misura al netto dei muri resta inferiore ai 20 metri quadrati richiesti.',
};

export const today = () => isoDateInRome(new Date());
export const daysFromToday = (days: number) => addDaysToIsoDate(today(), days);

/** The body of each staff action, valid for the contract (the version is filled in by the caller). */
export function bodyOf(
  action: StaffActionBody['action'],
  version: number,
  assigneeUserId = 1,
): StaffActionBody {
  switch (action) {
    case 'takeInCharge':
      return { action, version };
    case 'assign':
      return { action, version, assigneeUserId };
    case 'requestIntegration':
      return { action, version, message: TEXT.message, dueOn: daysFromToday(15) };
    case 'accept':
    case 'startRefusal':
      return { action, version, reason: TEXT.reason };
    case 'reject':
      return { action, version, reason: TEXT.reason };
  }
}

export const procedureOf = (reply: LightMyRequestResponse) => {
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json() as { procedure: Procedure }).procedure;
};

/** Every error reply of the API: the envelope, with the status as `code`. */
export function expectEnvelope(reply: LightMyRequestResponse, status: number) {
  expect(reply.statusCode, reply.body).toBe(status);
  const body = reply.json() as ErrorReply;
  expect(body).toMatchObject({ code: status, message: expect.any(String), description: expect.any(String) });
  return body;
}

export async function setupProcedureApp(overrides: Partial<Env> = {}) {
  // The deadline job runs once at start and then waits a day: the tests move terms themselves.
  const { app, database } = await buildTestApp({
    RATE_LIMIT_LOGIN_PER_MINUTE: 100_000,
    MAX_OPEN_DRAFTS_PER_CITIZEN: 1000,
    DEADLINE_JOB_INTERVAL_SECONDS: 86_400,
    ...overrides,
  });
  const ids = await referenceIds(database);
  const mario = await citizen(app, 'mario.rossi');
  const anna = await citizen(app, 'anna.verdi');
  const admin = await signedIn(app, 'bo', 'admin');
  const collab = await signedIn(app, 'bo', 'collab');
  const staff = await signedIn(app, 'bo', 'staff');
  const userIdOf = async (lastName: string) => {
    const [row] = await database.db.select().from(users).where(eq(users.lastName, lastName));
    if (!row) throw new Error(`no user ${lastName}`);
    return row.userId;
  };
  const people = { adminId: await userIdOf('Gialli'), collabId: await userIdOf('Blu') };

  /** A request mario sent just now (state 3). */
  async function sentRequest(): Promise<number> {
    const created = await mario.post('/api/suap/v1/request', { ...FIRST_STEP, ...completeDraft(ids) });
    const draft = requestOf(created);
    const sent = await mario.put(`/api/suap/v1/request/${draft.requestId}`, { version: 1, action: 'send' });
    expect(sent.statusCode, sent.body).toBe(200);
    return draft.requestId!;
  }

  const staffView = (browser: TestBrowser, id: number, lang = '') =>
    call(browser, 'GET', `${staffUrl(id)}${lang && `?lang=${lang}`}`);
  const versionOf = async (id: number) => {
    const [row] = await database.db.select().from(requests).where(eq(requests.requestId, id));
    return row!.version;
  };

  /** A staff action on the current version; `extra` replaces fields of its body. */
  async function staffStep(
    browser: TestBrowser,
    id: number,
    action: StaffActionBody['action'],
    extra: Record<string, unknown> = {},
    lang = '',
  ) {
    const body = { ...bodyOf(action, await versionOf(id), people.collabId), ...extra };
    return call(browser, 'POST', `${staffUrl(id)}${lang && `?lang=${lang}`}`, body);
  }

  /** The citizen's answer on the current version. */
  async function answer(who: typeof mario, id: number, message = TEXT.answer, lang = '') {
    return who.post(`${answerUrl(id)}${lang && `?lang=${lang}`}`, { version: await versionOf(id), message });
  }

  /** The citizen withdraws the request on its current version (issue 30). */
  async function withdraw(who: typeof mario, id: number, lang = '') {
    return who.post(`${withdrawUrl(id)}${lang && `?lang=${lang}`}`, { version: await versionOf(id) });
  }

  /** Moves the citizen's term, as the passing of days would: -1 ended yesterday. */
  async function moveTerm(id: number, days: number) {
    await database.db
      .update(requests)
      .set({ termDueOn: daysFromToday(days) })
      .where(eq(requests.requestId, id));
  }

  const historyRows = (id: number) =>
    database.db
      .select()
      .from(requestHistory)
      .where(eq(requestHistory.requestId, id))
      .orderBy(asc(requestHistory.historyId));

  /** A request mario sent, taken in charge by `by` (state 6), driven on by the listed staff steps. */
  async function inReview(by: TestBrowser = admin): Promise<number> {
    const id = await sentRequest();
    procedureOf(await staffStep(by, id, 'takeInCharge'));
    return id;
  }

  return {
    app,
    database,
    mario,
    anna,
    admin,
    collab,
    staff,
    people,
    sentRequest,
    inReview,
    staffView,
    staffStep,
    answer,
    withdraw,
    moveTerm,
    versionOf,
    historyRows,
  };
}

export type ProcedureApp = Awaited<ReturnType<typeof setupProcedureApp>>;
