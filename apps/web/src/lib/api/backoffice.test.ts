import { describe, expect, it } from 'vitest';
import { listQuery } from './backoffice';

describe('back-office list query (SPEC §7)', () => {
  it('sends the page, the size (the list default unless given), the sort and a non-empty search', () => {
    expect(listQuery({ page: 2, sort: { field: 'lastName', type: 'asc' }, filter: 'rossi' }, 10)).toEqual({
      page: 2,
      size: 10,
      sort: 'lastName;asc',
      filter: 'rossi',
    });
    expect(listQuery({ page: 1, size: 5, sort: { field: 'requestId', type: 'desc' } }, 10)).toMatchObject({
      size: 5,
      sort: 'requestId;desc',
      filter: undefined,
    });
  });

  it('leaves an empty search out', () => {
    expect(listQuery({ page: 1, sort: { field: 'x', type: 'asc' }, filter: '' }, 10).filter).toBeUndefined();
  });
});
