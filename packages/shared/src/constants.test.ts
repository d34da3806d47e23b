import { describe, expect, it } from 'vitest';
import { DEFAULT_SORTS, defaultInitiativeSort, PAGE_SIZE_MAX, PAGE_SIZES, SORT_FIELDS } from './constants.js';

describe('list constants', () => {
  it('sorts by default on fields the lists accept', () => {
    expect(SORT_FIELDS.requests).toContain(DEFAULT_SORTS.requests.field);
    expect(SORT_FIELDS.users).toContain(DEFAULT_SORTS.users.field);
    expect(SORT_FIELDS.suap).toContain(DEFAULT_SORTS.suap.field);
    expect(SORT_FIELDS.initiatives).toContain(defaultInitiativeSort('it').field);
  });

  it('orders initiatives by the activity in the language of the call', () => {
    expect(defaultInitiativeSort('it')).toEqual({ field: 'activityIt', type: 'asc' });
    expect(defaultInitiativeSort('en')).toEqual({ field: 'activityEn', type: 'asc' });
  });

  it('keeps every default page size within the accepted range', () => {
    for (const size of Object.values(PAGE_SIZES)) expect(size).toBeLessThanOrEqual(PAGE_SIZE_MAX);
  });
});
