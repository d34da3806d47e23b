import {
  apiPaths,
  MunicipalityListReplySchema,
  ProvinceListReplySchema,
  RegionListReplySchema,
} from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, italianOrder } from '../../../test/helper.js';

const paths = apiPaths.reference;
// ISTAT codes: Emilia-Romagna 8, Forlì-Cesena 40, Lazio 12, Roma 58.
const EMILIA_ROMAGNA = 8;
const FORLI_CESENA = 40;

describe('region, province and municipality lists', async () => {
  const { app, database } = await buildTestApp();
  const get = async (path: string, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api${path}${query}` });
    return { status: res.statusCode, body: res.json() };
  };
  const count = async (table: string) =>
    ((await database.pool.query(`select count(*)::int as n from ${table}`)).rows[0] as { n: number }).n;

  it('lists the 20 regions by name', async () => {
    const { status, body } = await get(paths.regions);
    expect(status).toBe(200);
    const { regionList } = RegionListReplySchema.parse(body);
    expect(regionList).toHaveLength(20);
    const names = regionList.map((region) => region.name);
    expect(names).toEqual([...names].sort(italianOrder));
    expect(regionList).toContainEqual({ regionId: EMILIA_ROMAGNA, name: 'Emilia-Romagna' });
  });

  it('answers the region of a province; an unknown province gives an empty list', async () => {
    expect((await get(paths.regions, '?provinceId=58')).body.regionList).toEqual([
      { regionId: 12, name: 'Lazio' },
    ]);
    const unknown = await get(paths.regions, '?provinceId=999');
    expect(unknown.status).toBe(200);
    expect(unknown.body.regionList).toEqual([]);
  });

  it('lists every province with its region, or those of one region', async () => {
    const all = ProvinceListReplySchema.parse((await get(paths.provinces)).body).provinceList;
    expect(all).toHaveLength(await count('provinces'));
    const emilia = (await get(paths.provinces, `?regionId=${EMILIA_ROMAGNA}`)).body.provinceList;
    expect(emilia.length).toBe(9);
    expect(emilia.every((p: { region: { regionId: number } }) => p.region.regionId === EMILIA_ROMAGNA)).toBe(
      true,
    );
    expect(emilia).toContainEqual({
      provinceId: FORLI_CESENA,
      name: 'Forlì-Cesena',
      region: { regionId: EMILIA_ROMAGNA, name: 'Emilia-Romagna' },
    });
    const names = emilia.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort(italianOrder));
    expect((await get(paths.provinces, '?regionId=99')).body.provinceList).toEqual([]);
  });

  it('lists the municipalities of a province with province and region', async () => {
    const { body } = await get(paths.municipalities, `?provinceId=${FORLI_CESENA}`);
    const { municipalityList } = MunicipalityListReplySchema.parse(body);
    expect(municipalityList).toHaveLength(30);
    expect(municipalityList).toContainEqual({
      municipalityId: 40012,
      name: 'Forlì',
      province: {
        provinceId: FORLI_CESENA,
        name: 'Forlì-Cesena',
        region: { regionId: EMILIA_ROMAGNA, name: 'Emilia-Romagna' },
      },
    });
    const names = municipalityList.map((m) => m.name);
    expect(names).toEqual([...names].sort(italianOrder));
    expect((await get(paths.municipalities, '?provinceId=999')).body.municipalityList).toEqual([]);
  });

  it('lists all municipalities of Italy without a province', async () => {
    const { body } = await get(paths.municipalities);
    expect(body.municipalityList).toHaveLength(await count('municipalities'));
  });

  it.each([
    [paths.regions, 'provinceId=0', 'querystring.provinceId'],
    [paths.regions, 'provinceId=abc', 'querystring.provinceId'],
    [paths.provinces, 'regionId=-3', 'querystring.regionId'],
    [paths.provinces, 'regionId=1.5', 'querystring.regionId'],
    [paths.municipalities, 'provinceId=0', 'querystring.provinceId'],
    [paths.municipalities, 'provinceId=x', 'querystring.provinceId'],
  ])('%s?%s answers 400 naming %s', async (path, query, field) => {
    const { status, body } = await get(path, `?${query}`);
    expect(status).toBe(400);
    // The description is the sentence for people; the field path is in errors[].
    expect(body.errors.map((error: { field: string }) => error.field)).toContain(field);
  });
});
