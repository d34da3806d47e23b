import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchInitiativeList,
  fetchMasterData,
  fetchMunicipalities,
  fetchPublicServiceMapping,
  fetchSuapList,
} from './reference-data';
import { ApiError } from './api-status';

function stubFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
}

const ok = { code: 200, message: 'OK', description: 'OK' };
const page = { page: 1, size: 12, totalPages: 0, totalResults: 0, sort: null, filter: null };

afterEach(() => vi.unstubAllGlobals());

describe('reference-data calls', () => {
  it('asks for a SUAP page with the SPEC §9 sort form and leaves empty filters out', async () => {
    const url = stubFetch({ ...ok, ...page, suapList: [] });
    await fetchSuapList({ page: 2, filter: '', sortField: 'name', sortType: 'desc', municipalityId: 40012 });
    expect(url().pathname).toBe('/api/suap/v1/anagrafica/suap/list');
    expect(Object.fromEntries(url().searchParams)).toEqual({
      page: '2',
      size: '12',
      sort: 'name;desc',
      municipalityId: '40012',
    });
  });

  it('asks for initiatives 5 at a time in the given language', async () => {
    const url = stubFetch({ ...ok, ...page, size: 5, iniziativeList: [] });
    await fetchInitiativeList({ page: 1, typeId: 3, filter: 'bar' }, 'en');
    expect(Object.fromEntries(url().searchParams)).toEqual({
      page: '1',
      size: '5',
      typeId: '3',
      filter: 'bar',
      lang: 'en',
    });
  });

  it('keeps the base URL of the master data', async () => {
    stubFetch({
      ...ok,
      masterData: {
        configuration: { typeOfServiceAnagList: [], stateOfRequestAnagList: [], typeIniziativeList: [] },
        languages: ['it', 'en'],
        ipaCode: 'c_h501',
        production: true,
        draftStorageDays: 365,
        sessionIdleMinutes: 30,
        baseUrl: 'https://suap.example.it',
      },
    });
    const reply = await fetchMasterData('it');
    expect(reply.masterData.baseUrl).toBe('https://suap.example.it');
  });

  it('asks for the municipalities of a province', async () => {
    const url = stubFetch({ ...ok, municipalityList: [] });
    await fetchMunicipalities(40);
    expect(url().pathname).toBe('/api/suap/v1/anagrafica/municipality/list');
    expect(url().searchParams.get('provinceId')).toBe('40');
  });

  it('a missing public-service mapping is the generic error 999', async () => {
    stubFetch({ code: 999, message: 'Generic Error', description: 'Generic Error' }, 404);
    const failure = await fetchPublicServiceMapping('Servizio', 'c_h501', 'it').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status.code).toBe(999);
  });
});
