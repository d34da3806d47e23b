import { apiPaths, SENT_REQUEST_STATES, type BackOfficeRequestListReply } from '@suap/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { call, signedIn } from '../../../test/back-office-sessions.js';

const LIST = `/api${apiPaths.backOffice.requests}`;
const MARCO = 'BLUMRC82P09A944Y'; // collab: a collaborator
const SARA = 'RSSSRA92L47F839E'; // sara.russo: a collaborator too, once her user exists

// "Assigned to me" (issue 27): the list keeps the requests whose responsible operator is the caller. Two operators
// of the same profile, so only who asks tells their lists apart, in the database and in the reply cache
// (switched on here: it is off by default). The seeded requests are shared out between them here, whatever the demo data assigned.
describe('GET backoffice/list?assignedToMe=true', async () => {
  const { app, database } = await buildTestApp({
    RATE_LIMIT_LOGIN_PER_MINUTE: 1000,
    BACKOFFICE_LIST_CACHE: true,
  });
  const { db } = database;
  // sara.russo has no portal user in the seed: an administrator would create her as a collaborator.
  await db.execute(sql`insert into users (first_name, last_name, fiscal_code, email, profile_id, active)
    values ('Sara', 'Russo', ${SARA}, 'sara.russo@example.com', 3, 1)`);
  const marco = await signedIn(app, 'bo', 'collab');
  const sara = await signedIn(app, 'bo', 'sara.russo');
  const assign = (ids: number[], fiscalCode: string | null) =>
    db.execute(sql`update requests set assignee_user_id = (select user_id from users
      where fiscal_code = ${fiscalCode}) where request_id in (${sql.join(ids, sql`, `)})`);
  // The sent requests, newest first, with their state: every other one is Marco's, the rest Sara's.
  const { rows: sent } = await db.execute<{ request_id: number; state_id: number }>(sql`
    select request_id, state_id from requests
    where state_id in (${sql.join([...SENT_REQUEST_STATES], sql`, `)}) order by request_id desc`);
  const ids = sent.map((row) => Number(row.request_id));
  const marcos = ids.filter((_, i) => i % 2 === 0);
  const saras = ids.filter((_, i) => i % 2 === 1);

  beforeAll(async () => {
    await db.execute(sql`update requests set assignee_user_id = null`);
    await assign(marcos, MARCO);
    await assign(saras, SARA);
  });

  async function list(who: typeof marco, query: string): Promise<BackOfficeRequestListReply> {
    const res = await call(who, 'GET', `${LIST}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const idsOf = (reply: BackOfficeRequestListReply) => reply.requestList.map((request) => request.requestId);

  it('has requests enough to share', () => expect(saras.length).toBeGreaterThanOrEqual(3));

  it("gives each operator only their own requests, with exact totals, in the list's order", async () => {
    const mine = await list(marco, 'assignedToMe=true&size=25');
    expect(idsOf(mine)).toEqual(marcos);
    expect(mine).toMatchObject({ totalResults: marcos.length, totalIsLowerBound: false });
    const hers = await list(sara, 'assignedToMe=true&size=25');
    expect(idsOf(hers)).toEqual(saras);
    expect(hers.totalResults).toBe(saras.length);
  });

  it('combines with the state filter, the sort, paging and free text', async () => {
    const state = Number(sent.find((row) => Number(row.request_id) === marcos[0])?.state_id);
    const inState = sent.filter((row) => row.state_id === state && marcos.includes(Number(row.request_id)));
    expect(idsOf(await list(marco, `assignedToMe=true&stateOfRequestId=${state}&size=25`))).toEqual(
      inState.map((row) => Number(row.request_id)),
    );
    const ascending = await list(marco, 'assignedToMe=true&sort=requestId;asc&size=5&page=1');
    expect(idsOf(ascending)).toEqual([...marcos].reverse().slice(0, 5));
    const beyond = await list(marco, `assignedToMe=true&size=5&page=${Math.ceil(marcos.length / 5) + 1}`);
    expect(beyond).toMatchObject({ requestList: [], totalResults: marcos.length });
    const byName = await list(sara, 'assignedToMe=true&sort=user.lastName;asc&size=25');
    const names = byName.requestList.map((request) => request.user.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it')));
    // A reference code as staff type it from a letter (the filter takes no dashes): "SUAP 2026 000123".
    const code = (await list(sara, 'assignedToMe=true&size=1')).requestList[0]?.referenceCode ?? '';
    const typed = encodeURIComponent(code.replaceAll('-', ' '));
    expect(idsOf(await list(sara, `assignedToMe=true&filter=${typed}`))).toEqual([saras[0]]);
    expect((await list(marco, `assignedToMe=true&filter=${typed}`)).totalResults).toBe(0);
  });

  it('lists everyone’s requests without it, or with assignedToMe=false', async () => {
    const all = await list(marco, 'size=100');
    expect(idsOf(all)).toEqual(ids.slice(0, 100));
    expect(idsOf(await list(sara, 'assignedToMe=false&size=100'))).toEqual(idsOf(all));
  });

  it('refuses a value other than true or false', async () => {
    const res = await call(marco, 'GET', `${LIST}?assignedToMe=yes`);
    expect(res.statusCode).toBe(400);
  });

  it('shows a change of operator at the next call, however the same URL was answered before', async () => {
    const url = 'assignedToMe=true&size=25&sort=requestId;desc';
    expect(idsOf(await list(marco, url))).toEqual(marcos);
    expect(idsOf(await list(sara, url))).toEqual(saras);
    // The assignment is an update of a sent request: its transaction moves the back-office change counter.
    const [moved = 0] = marcos;
    await assign([moved], SARA);
    expect(idsOf(await list(marco, url))).toEqual(marcos.slice(1));
    expect(idsOf(await list(sara, url))).toEqual([moved, ...saras].sort((a, b) => b - a));
    await assign([moved], null);
    expect(idsOf(await list(sara, url))).toEqual(saras);
  });
});
