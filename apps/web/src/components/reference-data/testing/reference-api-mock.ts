import { vi } from 'vitest';
import type { Iniziative, Municipality, Province, Region, Suap } from '@suap/shared';

// Tests of the reference-data components answer the API through a stubbed fetch, so each test can check the
// exact query the component sent (page, size, filter, municipalityId, lang ...).

export const REGIONS: Region[] = [
  { regionId: 8, name: 'Emilia-Romagna' },
  { regionId: 12, name: 'Lazio' },
];
export const PROVINCES: Province[] = [
  { provinceId: 40, name: 'Forlì-Cesena', region: REGIONS[0]! },
  { provinceId: 37, name: 'Bologna', region: REGIONS[0]! },
  { provinceId: 58, name: 'Roma', region: REGIONS[1]! },
];
export const MUNICIPALITIES: Municipality[] = [
  { municipalityId: 40012, name: 'Forlì', province: PROVINCES[0]! },
  { municipalityId: 40003, name: 'Bertinoro', province: PROVINCES[0]! },
  { municipalityId: 37006, name: 'Bologna', province: PROVINCES[1]! },
  { municipalityId: 58091, name: 'Roma', province: PROVINCES[2]! },
];

export function makeSuap(suapId: number, overrides: Partial<Suap> = {}): Suap {
  return {
    suapId,
    name: `SUAP del Comune numero ${suapId}`,
    pec: `suap${suapId}@pec.example.it`,
    type: 'INT',
    url: null,
    ...overrides,
  };
}

export function makeInitiative(iniziativeId: number, typeIniziativeId = 1): Iniziative {
  return {
    iniziativeId,
    code: `COM-${iniziativeId}`,
    description: `Descrizione ${iniziativeId}`,
    descriptionIt: `Descrizione ${iniziativeId}`,
    descriptionEn: `Description ${iniziativeId}`,
    activity: `Attività ${iniziativeId}`,
    activityIt: `Attività ${iniziativeId}`,
    activityEn: `Activity ${iniziativeId}`,
    area: 'Commercio',
    areaIt: 'Commercio',
    areaEn: 'Trade',
    typeIniziativeId,
  };
}

export const MASTER_DATA = {
  code: 200,
  message: 'OK',
  description: 'Master data',
  masterData: {
    configuration: {
      typeOfServiceAnagList: [],
      stateOfRequestAnagList: [],
      typeIniziativeList: [
        { typeIniziativeId: 1, description: 'Commercio', descriptionIt: 'Commercio', descriptionEn: 'Trade' },
        { typeIniziativeId: 2, description: 'Turismo', descriptionIt: 'Turismo', descriptionEn: 'Tourism' },
      ],
    },
    languages: ['it', 'en'],
    ipaCode: 'c_h501',
    production: false,
    draftStorageDays: 365,
    sessionIdleMinutes: 30,
    baseUrl: 'http://localhost:3000',
  },
};

const ok = { code: 200, message: 'OK', description: 'OK' };

export function pagedReply<K extends string, T>(
  key: K,
  items: T[],
  query: URLSearchParams,
  defaultSize: number,
) {
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('size') ?? defaultSize);
  return {
    ...ok,
    page,
    size,
    totalResults: items.length,
    totalPages: Math.ceil(items.length / size),
    sort: null,
    filter: query.get('filter'),
    [key]: items.slice((page - 1) * size, page * size),
  };
}

export type Handler = (query: URLSearchParams) => unknown;

export interface ApiMock {
  /** Every call made, as URL objects, oldest first. */
  calls: URL[];
  callsTo(path: string): URLSearchParams[];
}

const REFERENCE = '/api/suap/v1/anagrafica';

/** Default answers: the lists above, every SUAP/initiative given, filtered like the server would. */
export function defaultHandlers(
  options: { suaps?: Suap[]; suapByMunicipality?: Record<number, Suap>; initiatives?: Iniziative[] } = {},
): Record<string, Handler> {
  const suaps = options.suaps ?? [];
  const byMunicipality = options.suapByMunicipality ?? {};
  const initiatives = options.initiatives ?? [];
  return {
    [`${REFERENCE}/list`]: () => MASTER_DATA,
    [`${REFERENCE}/region/list`]: () => ({ ...ok, regionList: REGIONS }),
    [`${REFERENCE}/province/list`]: (query) => ({
      ...ok,
      provinceList: PROVINCES.filter((p) => String(p.region.regionId) === query.get('regionId')),
    }),
    [`${REFERENCE}/municipality/list`]: (query) => ({
      ...ok,
      municipalityList: MUNICIPALITIES.filter(
        (m) => String(m.province.provinceId) === query.get('provinceId'),
      ),
    }),
    [`${REFERENCE}/suap/list`]: (query) => {
      const filter = query.get('filter')?.toLowerCase();
      const municipalityId = query.get('municipalityId');
      const candidates = municipalityId
        ? [byMunicipality[Number(municipalityId)]].filter((suap): suap is Suap => suap !== undefined)
        : suaps;
      const found = candidates.filter((suap) => !filter || suap.name.toLowerCase().includes(filter));
      return pagedReply('suapList', found, query, 12);
    },
    [`${REFERENCE}/iniziative/list`]: (query) => {
      const typeId = query.get('typeId');
      const filter = query.get('filter')?.toLowerCase();
      const matching = initiatives.filter((i) => !filter || i.description.toLowerCase().includes(filter));
      const found = matching.filter((i) => !typeId || String(i.typeIniziativeId) === typeId);
      // Like the server: with a filter, how many matches each type has.
      const counts = new Map<number, number>();
      for (const i of matching) counts.set(i.typeIniziativeId, (counts.get(i.typeIniziativeId) ?? 0) + 1);
      const matchesByType = [...counts].map(([typeIniziativeId, totalResults]) => ({
        typeIniziativeId,
        totalResults,
      }));
      return { ...pagedReply('iniziativeList', found, query, 5), ...(filter && { matchesByType }) };
    },
  };
}

/** Replaces fetch for the current test; a handler may throw to simulate a failed call (HTTP 500). */
export function mockReferenceApi(handlers: Record<string, Handler>): ApiMock {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url);
      const handler = handlers[url.pathname];
      if (!handler) return new Response(JSON.stringify({ code: 404, message: 'Not Found' }), { status: 404 });
      try {
        return new Response(JSON.stringify(handler(url.searchParams)), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      } catch {
        return new Response(JSON.stringify({ code: 500, message: 'Internal Server Error' }), { status: 500 });
      }
    }),
  );
  return {
    calls,
    callsTo: (path) => calls.filter((url) => url.pathname === `/api${path}`).map((url) => url.searchParams),
  };
}
