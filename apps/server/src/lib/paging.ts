import { totalPagesFor } from '@suap/shared';

// Paged lists (SPEC §7): the same page arithmetic for every list the API serves.

/** The rows of page `page` (from 1) of `size`: what a repository's LIMIT and OFFSET take. */
export const pageWindow = (page: number, size: number) => ({ limit: size, offset: (page - 1) * size });

/** The paging fields of a list reply. */
export const pageInfo = (page: number, size: number, totalResults: number) => ({
  page,
  size,
  totalResults,
  totalPages: totalPagesFor(totalResults, size),
});
