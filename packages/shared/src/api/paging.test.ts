import { describe, expect, it } from 'vitest';
import { UserListQuerySchema, BackOfficeRequestListQuerySchema } from './backoffice.js';
import { InitiativeListQuerySchema, SuapListQuerySchema } from './reference-data.js';
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
    expect(failure(BackOfficeRequestListQuerySchema, { stateOfRequestId: '6' })).not.toBeNull();
  });
});

describe('totalPagesFor', () => {
  it('rounds up and gives 0 pages for an empty list', () => {
    expect(totalPagesFor(0, 5)).toBe(0);
    expect(totalPagesFor(5, 5)).toBe(1);
    expect(totalPagesFor(6, 5)).toBe(2);
  });
});
