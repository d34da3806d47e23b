import { describe, expect, it } from 'vitest';
import { UserListQuerySchema, BackOfficeRequestListQuerySchema } from './backoffice.js';
import {
  InitiativeListQuerySchema,
  MunicipalityListQuerySchema,
  ProvinceListQuerySchema,
  RegionListQuerySchema,
  SuapListQuerySchema,
} from './reference-data.js';
import { totalPagesFor } from './paging.js';

function failure(
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? null : result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
}

describe('paged query parameters', () => {
  it('applies each list default when the query is empty', () => {
    expect(SuapListQuerySchema.parse({})).toEqual({
      page: 1,
      size: 12,
      sort: { field: 'name', type: 'asc' },
    });
    expect(BackOfficeRequestListQuerySchema.parse({})).toEqual({
      page: 1,
      size: 5,
      sort: { field: 'requestId', type: 'desc' },
    });
    expect(UserListQuerySchema.parse({})).toEqual({
      page: 1,
      size: 5,
      sort: { field: 'lastName', type: 'asc' },
    });
    expect(InitiativeListQuerySchema.parse({})).toEqual({ page: 1, size: 5, lang: 'it' });
  });

  it('coerces page and size from query strings', () => {
    expect(SuapListQuerySchema.parse({ page: '3', size: '20' })).toMatchObject({ page: 3, size: 20 });
    expect(SuapListQuerySchema.parse({ size: '100' }).size).toBe(100);
  });

  it.each([
    [{ size: '0' }, 'size:min'],
    [{ size: '10000' }, 'size:max'],
    [{ size: '2.5' }, 'size:integer'],
    [{ page: '0' }, 'page:min'],
    [{ page: '-1' }, 'page:min'],
    [{ page: 'abc' }, 'page:invalid'],
    [{ sort: 'pec;asc' }, 'sort:pattern'],
    [{ sort: 'name' }, 'sort:pattern'],
    [{ sort: 'name;sideways' }, 'sort:pattern'],
    [{ filter: 'a'.repeat(256) }, 'filter:maxlength'],
    [{ filter: 'drop;table' }, 'filter:pattern'],
    [{ type: 'MIX' }, 'type:invalid'],
    [{ municipalityId: 'x' }, 'municipalityId:invalid'],
  ])('rejects %o (%s)', (query, expected) => {
    expect(failure(SuapListQuerySchema, query)).toEqual([expected]);
  });

  it.each([
    [{ page: '1e2' }, 'page:integer'],
    [{ page: '0x10' }, 'page:integer'],
    [{ size: ' 5' }, 'size:integer'],
    [{ size: '5.0' }, 'size:integer'],
    [{ page: '2147483648' }, 'page:max'],
  ])('reads page and size in plain decimal only: %o (%s)', (query, expected) => {
    expect(failure(SuapListQuerySchema, query)).toEqual([expected]);
  });

  it('keeps each reference id within its column: smallint for types, regions and provinces', () => {
    expect(failure(InitiativeListQuerySchema, { typeId: '32768' })).toEqual(['typeId:max']);
    expect(InitiativeListQuerySchema.parse({ typeId: '32767' }).typeId).toBe(32767);
    expect(failure(RegionListQuerySchema, { provinceId: '32768' })).toEqual(['provinceId:max']);
    expect(failure(ProvinceListQuerySchema, { regionId: '32768' })).toEqual(['regionId:max']);
    expect(failure(MunicipalityListQuerySchema, { provinceId: '32768' })).toEqual(['provinceId:max']);
    expect(SuapListQuerySchema.parse({ municipalityId: '32768' }).municipalityId).toBe(32768);
    expect(failure(SuapListQuerySchema, { municipalityId: String(2 ** 31) })).toEqual(['municipalityId:max']);
    expect(failure(SuapListQuerySchema, { municipalityId: '1e2' })).toEqual(['municipalityId:integer']);
    expect(failure(BackOfficeRequestListQuerySchema, { stateOfRequestId: '32768' })).toEqual([
      'stateOfRequestId:max',
    ]);
    expect(failure(BackOfficeRequestListQuerySchema, { stateOfRequestId: '0x2' })).toEqual([
      'stateOfRequestId:integer',
    ]);
  });

  it('enforces the SPEC §5 minimum search lengths on the trimmed filter (issue 22: filter=ab answered 200)', () => {
    expect(failure(BackOfficeRequestListQuerySchema, { filter: 'abc' })).toEqual(['filter:minlength']);
    expect(failure(BackOfficeRequestListQuerySchema, { filter: ' abc  ' })).toEqual(['filter:minlength']);
    expect(BackOfficeRequestListQuerySchema.parse({ filter: 'abcd' }).filter).toBe('abcd');
    expect(failure(UserListQuerySchema, { filter: 'ab' })).toEqual(['filter:minlength']);
    expect(failure(SuapListQuerySchema, { filter: 'ab' })).toEqual(['filter:minlength']);
    expect(SuapListQuerySchema.parse({ filter: 'abc' }).filter).toBe('abc');
    expect(failure(InitiativeListQuerySchema, { filter: 'ab' })).toEqual(['filter:minlength']);
    expect(InitiativeListQuerySchema.parse({ filter: 'abc' }).filter).toBe('abc');
    expect(BackOfficeRequestListQuerySchema.parse({ filter: '   ' }).filter).toBeUndefined();
  });

  it('lets the user list be searched by e-mail address, and only the user list', () => {
    expect(UserListQuerySchema.parse({ filter: 'mario.rossi@example.it' }).filter).toBe(
      'mario.rossi@example.it',
    );
    expect(UserListQuerySchema.parse({ filter: 'anne-marie_o+x@y.eu' }).filter).toBe('anne-marie_o+x@y.eu');
    expect(failure(UserListQuerySchema, { filter: 'mario;drop' })).toEqual(['filter:pattern']);
    expect(failure(BackOfficeRequestListQuerySchema, { filter: 'mario.rossi@example.it' })).toEqual([
      'filter:pattern',
    ]);
  });

  it('reads sort into a field and a lower-case direction', () => {
    expect(SuapListQuerySchema.parse({ sort: 'suapId;DESC' }).sort).toEqual({
      field: 'suapId',
      type: 'desc',
    });
    expect(BackOfficeRequestListQuerySchema.parse({ sort: 'suap.name;asc' }).sort).toEqual({
      field: 'suap.name',
      type: 'asc',
    });
    expect(failure(BackOfficeRequestListQuerySchema, { sort: 'suapXname;asc' })).toEqual(['sort:pattern']);
  });

  it('treats a blank filter as no filter and trims a real one', () => {
    expect(SuapListQuerySchema.parse({ filter: '' }).filter).toBeUndefined();
    expect(SuapListQuerySchema.parse({ filter: '   ' }).filter).toBeUndefined();
    expect(SuapListQuerySchema.parse({ filter: " L'Aquila " }).filter).toBe("L'Aquila");
  });

  it('reads the initiative type, language and request state', () => {
    expect(InitiativeListQuerySchema.parse({ typeId: '2', lang: 'en' })).toMatchObject({
      typeId: 2,
      lang: 'en',
    });
    expect(failure(InitiativeListQuerySchema, { lang: 'de' })).toEqual(['lang:invalid']);
    expect(BackOfficeRequestListQuerySchema.parse({ stateOfRequestId: '2' }).stateOfRequestId).toBe(2);
    expect(BackOfficeRequestListQuerySchema.parse({ stateOfRequestId: '11' }).stateOfRequestId).toBe(11);
    expect(failure(BackOfficeRequestListQuerySchema, { stateOfRequestId: '12' })).not.toBeNull();
  });
});

describe('totalPagesFor', () => {
  it('rounds up and gives 0 pages for an empty list', () => {
    expect(totalPagesFor(0, 5)).toBe(0);
    expect(totalPagesFor(5, 5)).toBe(1);
    expect(totalPagesFor(6, 5)).toBe(2);
  });
});
