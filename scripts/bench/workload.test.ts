// The benchmark's workload (issue 25): varied inputs, ~10 % writes, connections that never share a citizen's
// draft, and calls the server's own contract accepts (a call it refuses would be measured as a fast 400).
import {
  BackOfficeRequestListQuerySchema,
  DraftStorageLimitBodySchema,
  RequestUpdateBodySchema,
  SORT_FIELDS,
  STARTUP_SERVICE_TYPE_ID,
} from '@suap/shared';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the benchmark, without type declarations
import { CALL_TYPES, chooser, random, virtualUser } from './workload.mjs';

const citizen = (n: number) => ({
  userId: 100 + n,
  cookie: `suap_sid=c${n}; suap_csrf=t${n}`,
  csrf: `t${n}`,
  requestIds: [n * 10 + 1, n * 10 + 2],
  draftId: n * 10 + 3,
});
const fixtures = {
  citizens: Array.from({ length: 300 }, (_, n) => citizen(n)),
  staff: Array.from({ length: 5 }, (_, n) => ({
    userId: 1 + n,
    cookie: `suap_sid=s${n}`,
    csrf: `s${n}`,
    assigned: { 4: 600, 5: 500, 6: 2_500, 7: 1_000, 8: 750, 9: 500, 10: 250 },
  })),
  otherDrafts: [7, 8, 9],
  stateCounts: {
    1: 100_000,
    2: 50_000,
    3: 200_000,
    4: 250_000,
    5: 200_000,
    6: 100_000,
    7: 40_000,
    8: 30_000,
    9: 20_000,
    10: 10_000,
  },
  totalRequests: 1_000_000,
  sortFields: SORT_FIELDS.requests,
  startupServiceTypeId: STARTUP_SERVICE_TYPE_ID,
  terms: {
    people: [
      { firstName: 'Mario', lastName: 'Rossi' },
      { firstName: 'Giulia', lastName: 'Bianchi' },
      { firstName: 'Mario', lastName: "D'Angelo" },
    ],
    fiscalCodes: ['RSSMRA80A01H501U', 'BNCGLI85B41F205X'],
    municipalities: [58091, 15146],
    suapWords: ['bologna', 'milano'],
    initiativeWords: { it: ['bar', 'ristorante'], en: ['restaurant', 'shop'] },
  },
};

type Call = {
  type: string;
  method: string;
  path: string;
  body?: unknown;
  onReply?: (status: number, body: unknown) => void;
};
const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('benchmark workload', () => {
  it('mixes about 10 % writes into the full mix and into each call type measured alone', () => {
    const writes = new Set(
      CALL_TYPES.filter((type: { write?: boolean }) => type.write).map((t: { id: string }) => t.id),
    );
    for (const only of [undefined, 'staffList', 'citizenList']) {
      const choose = chooser(only);
      const rnd = random(1);
      const drawn = Array.from({ length: 50_000 }, () => choose(rnd));
      const share = drawn.filter((id) => writes.has(id)).length / drawn.length;
      expect(share).toBeGreaterThan(0.09);
      expect(share).toBeLessThan(0.11);
      expect(drawn).not.toContain('health');
      if (only) expect(drawn.filter((id) => id === only).length / drawn.length).toBeGreaterThan(0.88);
    }
    expect(new Set(Array.from({ length: 100 }, () => chooser('health')(random(2))))).toEqual(
      new Set(['health']),
    );
  });

  it('asks the back-office list every state, every sortable column both ways, shallow and deep pages', () => {
    const user = virtualUser(0, 50, fixtures);
    const queries = Array.from({ length: 5_000 }, () => queryOf(user.make('staffList').path));
    for (const query of queries) expect(BackOfficeRequestListQuerySchema.safeParse(query).success).toBe(true);
    expect(new Set(queries.map((query) => query.stateOfRequestId))).toEqual(
      new Set([undefined, ...Array.from({ length: 10 }, (_, i) => String(i + 1))]),
    );
    // A quarter of them are the operator's own requests ("assigned to me"), paged over what it holds.
    const mine = queries.filter((query) => query.assignedToMe === 'true');
    expect(mine.length / queries.length).toBeGreaterThan(0.2);
    expect(mine.length / queries.length).toBeLessThan(0.3);
    expect(Math.max(...mine.map((query) => Number(query.page)))).toBeGreaterThan(100);
    const sorts = new Set(queries.map((query) => query.sort));
    for (const field of SORT_FIELDS.requests)
      for (const way of ['asc', 'desc']) expect(sorts).toContain(`${field};${way}`);
    const pages = queries.map((query) => Number(query.page));
    expect(pages.filter((page) => page <= 3).length).toBeGreaterThan(queries.length / 2);
    expect(Math.max(...pages)).toBeGreaterThan(10_000); // deep: state 4 has 50,000 pages of 5
    // Deep pages are the last ones, as the paginator reaches them ("last", then "previous"), never the middle.
    const assigned = Object.values(fixtures.staff[0]!.assigned);
    for (const query of queries) {
      const state = query.stateOfRequestId as keyof typeof fixtures.stateCounts | undefined;
      const mine = fixtures.staff[0]!.assigned as Record<string, number>;
      const rows =
        query.assignedToMe === 'true'
          ? state
            ? (mine[state] ?? 0)
            : assigned.reduce((a, b) => a + b, 0)
          : state
            ? fixtures.stateCounts[state]
            : fixtures.totalRequests;
      const last = Math.max(1, Math.ceil(rows / Number(query.size)));
      const page = Number(query.page);
      expect(page <= 20 || page >= last - 9, JSON.stringify(query)).toBe(true);
    }
  });

  it('searches by name and by fiscal code with terms the contract accepts', () => {
    const user = virtualUser(1, 50, fixtures);
    for (const type of ['staffName', 'staffFiscalCode']) {
      const filters = Array.from({ length: 300 }, () => queryOf(user.make(type).path));
      for (const query of filters)
        expect(BackOfficeRequestListQuerySchema.safeParse(query).success).toBe(true);
      expect(new Set(filters.map((query) => query.filter)).size).toBeGreaterThan(3);
    }
  });

  it('gives each connection its own citizens, so no two connections save the same draft', () => {
    const seen = new Map<number, number>();
    for (let index = 0; index < 50; index += 1) {
      const user = virtualUser(index, 50, fixtures);
      for (let i = 0; i < 12; i += 1) {
        const call: Call = user.make('citizenOpen');
        const owner = fixtures.citizens.find(
          (c) =>
            call.path.includes(`/request/${c.requestIds[0]}?`) ||
            call.path.includes(`/request/${c.requestIds[1]}?`),
        )!;
        expect(seen.get(owner.userId) ?? index).toBe(index);
        seen.set(owner.userId, index);
      }
    }
    expect(seen.size).toBe(300);
  });

  it('saves a draft the way the wizard does: reads it, then PUTs it with the version read', () => {
    const user = virtualUser(2, 50, fixtures);
    const read: Call = user.make('citizenSave');
    expect(read).toMatchObject({ type: 'citizenOpen', method: 'GET' });
    const draftId = Number(/\/request\/(\d+)\?/.exec(read.path)![1]);
    read.onReply!(200, {
      request: {
        requestId: draftId,
        version: 4,
        language: 'it',
        suap: { suapId: 12 },
        iniziative: { iniziativeId: 3 },
        procedureNotification: { typeId: 1, address: 'a@example.com' },
        personalData: {
          firstName: 'Mario',
          lastName: 'Rossi',
          fiscalCode: 'RSSMRA80A01H501U',
          dateOfBirth: '1980-01-01',
          placeOfBirth: 'Italia',
          cityOfBirth: 'Roma',
          gender: 'M',
          email: null,
          legalRepresentative: false,
          companyName: null,
        },
        partitaIva: null,
      },
    });
    let save: Call = user.make('citizenSave');
    // Its other citizens have not been read yet: the one just read comes round again within a few turns.
    for (let i = 0; i < 10 && save.method !== 'PUT'; i += 1) save = user.make('citizenSave');
    expect(save).toMatchObject({
      type: 'citizenSave',
      method: 'PUT',
      path: `/api/suap/v1/request/${draftId}?lang=it`,
    });
    const parsed = RequestUpdateBodySchema.safeParse(save.body);
    expect(parsed.error?.issues).toBeUndefined();
    expect(save.body).toMatchObject({ version: 4, action: 'save', requestId: draftId });
  });

  it("moves a draft's deletion day with a body the contract accepts", () => {
    const user = virtualUser(3, 50, fixtures);
    for (let i = 0; i < 50; i += 1) {
      const call: Call = user.make('staffDraftDay');
      expect(call.method).toBe('PUT');
      expect(DraftStorageLimitBodySchema.safeParse(call.body).success).toBe(true);
    }
  });
});
