import { describe, expect, it } from 'vitest';
import { formatSort, nextSort, parseSort } from './sort.js';

describe('sort parameter', () => {
  it('formats field;type', () => {
    expect(formatSort({ field: 'requestId', type: 'desc' })).toBe('requestId;desc');
    expect(formatSort({ field: 'name', type: 'asc' })).toBe('name;asc');
  });

  it('parses what it formats, and ASC/DESC in any case', () => {
    expect(parseSort('requestId;desc')).toEqual({ field: 'requestId', type: 'desc' });
    expect(parseSort('name;ASC')).toEqual({ field: 'name', type: 'asc' });
    expect(parseSort(formatSort({ field: 'suap.name', type: 'asc' }))).toEqual({
      field: 'suap.name',
      type: 'asc',
    });
  });

  it.each(['', 'name', 'name;', ';asc', 'name;up', 'name;asc;x', 'name,asc'])('rejects %j', (value) => {
    expect(parseSort(value)).toBeNull();
  });

  it('restricts the field to the allowed ones', () => {
    expect(parseSort('name;asc', ['suapId', 'name'])).toEqual({ field: 'name', type: 'asc' });
    expect(parseSort('pec;asc', ['suapId', 'name'])).toBeNull();
  });
});

describe('nextSort (table header clicks)', () => {
  it('sorts a new column descending', () => {
    expect(nextSort(null, 'name')).toEqual({ field: 'name', type: 'desc' });
    expect(nextSort({ field: 'id', type: 'asc' }, 'name')).toEqual({ field: 'name', type: 'desc' });
  });

  it('toggles the same column', () => {
    expect(nextSort({ field: 'name', type: 'desc' }, 'name')).toEqual({ field: 'name', type: 'asc' });
    expect(nextSort({ field: 'name', type: 'asc' }, 'name')).toEqual({ field: 'name', type: 'desc' });
  });
});
