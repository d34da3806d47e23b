import { apiPaths, PAGE_SIZES, SuapListReplySchema } from '@suap/shared';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, italianOrder } from '../../../test/helper.js';

const url = `/api${apiPaths.reference.suaps}`;
// ISTAT codes: Forlì (40012) has its own office; Bertinoro (40003) is served by the province's associated one.
const FORLI = 40012;
const BERTINORO = 40003;

describe(`GET ${url}`, async () => {
  const { app, database } = await buildTestApp();
  const get = async (query = '') => {
    const res = await app.inject({ method: 'GET', url: `${url}${query}` });
    return { status: res.statusCode, body: res.json() };
  };
  const [{ total }] = (
    await database.pool.query<{ total: number }>('select count(*)::int as total from suap')
  ).rows as [{ total: number }];

  it('answers page 1 of 12, by name ascending, with totals', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    const reply = SuapListReplySchema.parse(body);
    expect(reply).toMatchObject({
      code: 200,
      page: 1,
      size: PAGE_SIZES.suap,
      totalResults: total,
      filter: null,
    });
    expect(reply.totalPages).toBe(Math.ceil(total / 12));
    expect(reply.sort).toEqual({ field: 'name', type: 'asc' });
    expect(reply.suapList).toHaveLength(12);
    const names = reply.suapList.map((office) => office.name);
    expect(names).toEqual([...names].sort(italianOrder));
    expect(Object.keys(reply.suapList[0]!).sort()).toEqual(['name', 'pec', 'suapId', 'type', 'url']);
  });

  it('answers a question asked again from memory, without a database round trip', async () => {
    const first = await get('?filter=forl&size=5');
    const queries = vi.spyOn(database.pool, 'query');
    try {
      const again = await get('?filter=forl&size=5');
      expect(again).toEqual(first);
      expect(queries).not.toHaveBeenCalled();
      await get('?filter=forl&size=6');
      expect(queries).toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });

  it('pages are 1-based and do not overlap', async () => {
    const first = (await get('?size=5&page=1')).body.suapList.map((o: { suapId: number }) => o.suapId);
    const second = (await get('?size=5&page=2')).body.suapList.map((o: { suapId: number }) => o.suapId);
    const both = (await get('?size=10&page=1')).body.suapList.map((o: { suapId: number }) => o.suapId);
    expect([...first, ...second]).toEqual(both);
  });

  it('a page past the end is empty, with the real totals', async () => {
    const { status, body } = await get('?page=999');
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 999, suapList: [], totalResults: total });
  });

  it('sorts by suapId or name, ascending or descending', async () => {
    const byIdDesc = (await get('?sort=suapId;desc&size=3')).body;
    expect(byIdDesc.sort).toEqual({ field: 'suapId', type: 'desc' });
    expect(byIdDesc.suapList.map((o: { suapId: number }) => o.suapId)).toEqual([total, total - 1, total - 2]);
    const byNameDesc = (await get('?sort=name;DESC&size=20')).body.suapList.map(
      (o: { name: string }) => o.name,
    );
    expect(byNameDesc).toEqual([...byNameDesc].sort(italianOrder).reverse());
  });

  it('filters by free text, case- and accent-insensitively', async () => {
    for (const filter of ['forli', 'FORLÌ', 'Forlì']) {
      const { body } = await get(`?filter=${encodeURIComponent(filter)}`);
      expect(body.filter).toBe(filter);
      expect(body.suapList.map((o: { name: string }) => o.name)).toContain('SUAP del Comune di Forlì');
    }
  });

  it('finds the associated office by the name of a town it serves', async () => {
    const { body } = await get('?filter=bertinoro');
    expect(body.suapList.map((o: { name: string }) => o.name)).toEqual([
      'SUAP associato dei Comuni della Provincia di Forlì-Cesena',
    ]);
  });

  it('ranks the offices named after the search first and says why each one matched', async () => {
    const { body } = await get('?filter=roma&size=30');
    const list = SuapListReplySchema.parse(body).suapList;
    const byName = list.filter((office) => office.matchedOn?.on === 'name');
    // Rome's own office and the associated one of its province, ahead of the offices serving Romano, Romagnano...
    expect(byName.map((office) => office.name)).toEqual(
      expect.arrayContaining([
        'SUAP del Comune di Roma',
        'SUAP associato dei Comuni della Provincia di Roma',
      ]),
    );
    expect(list.slice(0, byName.length)).toEqual(byName);
    const others = list.slice(byName.length);
    expect(others.length).toBeGreaterThan(0);
    for (const office of others) {
      expect(office.matchedOn?.on).toBe('municipality');
      expect(office.matchedOn?.value.toLowerCase()).toContain('roma');
    }
  });

  it('says which served municipality made an associated office match', async () => {
    const { body } = await get('?filter=bertinoro');
    expect(body.suapList[0].matchedOn).toEqual({ on: 'municipality', value: 'Bertinoro' });
  });

  it('a blank filter is no filter', async () => {
    const { body } = await get('?filter=%20%20');
    expect(body).toMatchObject({ filter: null, totalResults: total });
  });

  it('a filter that matches nothing is an empty page, not an error', async () => {
    const { status, body } = await get('?filter=zzzzqqq');
    expect(status).toBe(200);
    expect(body).toMatchObject({ suapList: [], totalResults: 0, totalPages: 0 });
  });

  it('filters by type', async () => {
    const ext = (await get('?type=EXT&size=100')).body;
    expect(ext.totalResults).toBeGreaterThan(0);
    expect(ext.suapList.every((o: { type: string; url: string | null }) => o.type === 'EXT' && o.url)).toBe(
      true,
    );
    const int = (await get('?type=INT')).body;
    expect(int.totalResults + ext.totalResults).toBe(total);
  });

  it('answers the one office serving a municipality', async () => {
    const forli = (await get(`?municipalityId=${FORLI}`)).body;
    expect(forli).toMatchObject({ totalResults: 1, totalPages: 1 });
    expect(forli.suapList[0].name).toBe('SUAP del Comune di Forlì');
    const bertinoro = (await get(`?municipalityId=${BERTINORO}`)).body;
    expect(bertinoro.suapList.map((o: { name: string }) => o.name)).toEqual([
      'SUAP associato dei Comuni della Provincia di Forlì-Cesena',
    ]);
  });

  it('combines municipality, type and text filters', async () => {
    expect((await get(`?municipalityId=${FORLI}&filter=forli`)).body.totalResults).toBe(1);
    expect((await get(`?municipalityId=${FORLI}&filter=roma`)).body.totalResults).toBe(0);
  });

  it('an unknown municipality gives an empty list, not an error', async () => {
    const { status, body } = await get('?municipalityId=999999');
    expect(status).toBe(200);
    expect(body).toMatchObject({ suapList: [], totalResults: 0, totalPages: 0 });
  });

  it.each([
    ['page=0', 'querystring.page'],
    ['page=-1', 'querystring.page'],
    ['page=1.5', 'querystring.page'],
    ['page=abc', 'querystring.page'],
    ['size=0', 'querystring.size'],
    ['size=10000', 'querystring.size'],
    ['sort=pec;asc', 'querystring.sort'],
    ['sort=name', 'querystring.sort'],
    ['sort=name;up', 'querystring.sort'],
    ['sort=name;asc;x', 'querystring.sort'],
    [`filter=${'a'.repeat(256)}`, 'querystring.filter'],
    ['filter=%3Cscript%3E', 'querystring.filter'],
    ["filter=a'%25", 'querystring.filter'],
    ['type=MIX', 'querystring.type'],
    ['municipalityId=0', 'querystring.municipalityId'],
    ['municipalityId=abc', 'querystring.municipalityId'],
  ])('rejects %s with 400 naming %s', async (query, field) => {
    const { status, body } = await get(`?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, message: 'Dati non validi' });
    expect(body.errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('accepts a filter of exactly 255 characters', async () => {
    const { status, body } = await get(`?filter=${'a'.repeat(255)}`);
    expect(status).toBe(200);
    expect(body.totalResults).toBe(0);
  });

  it('needs no session', async () => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie: 'suap_sid=unknown' } });
    expect(res.statusCode).toBe(200);
  });
});
