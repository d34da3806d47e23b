import { describe, expect, it } from 'vitest';
import { pageCount, pageFromUrl, showsPaginator, WIDGET_PAGE_SIZE } from './paging';

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

  it('reads the page from the URL, 1 for anything that is not a page number', () => {
    expect(pageFromUrl(null)).toBe(1);
    expect(pageFromUrl('2')).toBe(2);
    expect(pageFromUrl('7')).toBe(7);
    expect(pageFromUrl('0')).toBe(1);
    expect(pageFromUrl('-3')).toBe(1);
    expect(pageFromUrl('two')).toBe(1);
    expect(pageFromUrl('1.5')).toBe(1);
    expect(pageFromUrl('1e30')).toBe(1);
  });
});
