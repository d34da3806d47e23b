import { describe, expect, it } from 'vitest';
import { DEFAULT_SORTS, SORT_FIELDS } from '@suap/shared';
import { flagParam, readFlagParam, readListParams, writeListParams } from './list-params';

const fallback = DEFAULT_SORTS.requests;
const read = (query: string) => readListParams(new URLSearchParams(query), SORT_FIELDS.requests, fallback);

describe('list state in the URL', () => {
  it('reads page, sort and filter', () => {
    expect(read('page=3&sort=suap.name;asc&filter=roma')).toEqual({
      page: 3,
      sort: { field: 'suap.name', type: 'asc' },
      filter: 'roma',
    });
  });

  it('falls back to page 1 and the default sort for unreadable values', () => {
    expect(read('page=-2&sort=password;asc')).toEqual({ page: 1, sort: fallback, filter: '' });
    expect(read('page=abc')).toEqual({ page: 1, sort: fallback, filter: '' });
  });

  it('writes only what differs from the default', () => {
    expect(writeListParams({ page: 1, sort: fallback, filter: '' }, fallback).toString()).toBe('');
    expect(
      writeListParams({ page: 2, sort: { field: 'requestId', type: 'asc' }, filter: 'rossi' }, fallback, {
        state: '1',
      }).toString(),
    ).toBe('page=2&sort=requestId%3Basc&filter=rossi&state=1');
  });

  it('keeps a yes/no option as name=true, absent otherwise', () => {
    expect(readFlagParam(new URLSearchParams('assignedToMe=true'), 'assignedToMe')).toBe(true);
    expect(readFlagParam(new URLSearchParams('assignedToMe=1'), 'assignedToMe')).toBe(false);
    expect(readFlagParam(new URLSearchParams(''), 'assignedToMe')).toBe(false);
    expect(
      writeListParams({ page: 1, sort: fallback, filter: '' }, fallback, {
        assignedToMe: flagParam(true),
        other: flagParam(false),
      }).toString(),
    ).toBe('assignedToMe=true');
  });
});
