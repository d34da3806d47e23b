import { describe, expect, it } from 'vitest';
import { clampPage, newestFirst, pageCount, pageItems, showsPaginator, WIDGET_PAGE_SIZE } from './paging';

describe('widget paging', () => {
  it('uses pages of 3 requests', () => {
    expect(WIDGET_PAGE_SIZE).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(3)).toBe(1);
    expect(pageCount(4)).toBe(2);
    expect(pageCount(9)).toBe(3);
  });

  it('shows the paginator only above 3 requests', () => {
    expect(showsPaginator(0)).toBe(false);
    expect(showsPaginator(3)).toBe(false);
    expect(showsPaginator(4)).toBe(true);
  });

  it('keeps the page from the URL within the pages that exist', () => {
    expect(clampPage(null, 9)).toBe(1);
    expect(clampPage('2', 9)).toBe(2);
    expect(clampPage('7', 9)).toBe(3);
    expect(clampPage('0', 9)).toBe(1);
    expect(clampPage('two', 9)).toBe(1);
    expect(clampPage('1.5', 9)).toBe(1);
  });

  it('orders by id, newest first, without touching the input', () => {
    const input = [{ requestId: 2 }, { requestId: 9 }, { requestId: 5 }];
    expect(newestFirst(input).map((r) => r.requestId)).toEqual([9, 5, 2]);
    expect(input.map((r) => r.requestId)).toEqual([2, 9, 5]);
  });

  it('cuts the requested page', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(pageItems(items, 1)).toEqual([1, 2, 3]);
    expect(pageItems(items, 3)).toEqual([7]);
  });
});
