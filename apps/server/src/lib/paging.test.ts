import { describe, expect, it } from 'vitest';
import { pageInfo, pageWindow } from './paging.js';

describe('paging', () => {
  it('reads page n of a size as that many rows after the previous pages', () => {
    expect(pageWindow(1, 10)).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow(3, 25)).toEqual({ limit: 25, offset: 50 });
  });

  it('counts a partial last page, and no page for no result', () => {
    expect(pageInfo(2, 10, 21)).toEqual({ page: 2, size: 10, totalResults: 21, totalPages: 3 });
    expect(pageInfo(1, 10, 0)).toMatchObject({ totalPages: 0 });
  });
});
