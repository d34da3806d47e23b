import { PAGE_SIZES, PAGINATOR_MIN_ITEMS_EXCLUSIVE } from '@suap/shared';

/** SPEC §9: the citizen's request widget shows 3 requests a page (the server's default page size). */
export const WIDGET_PAGE_SIZE = PAGE_SIZES.citizenRequests;

/** SPEC §2/§9: the paginator appears only when there are more than 3 requests. */
export function showsPaginator(total: number): boolean {
  return total > PAGINATOR_MIN_ITEMS_EXCLUSIVE;
}

/** Pages to offer; at least 1, so an empty list still reads "page 1 of 1". */
export function pageCount(total: number, size: number = WIDGET_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page asked for in the URL (?page=): a positive integer, else 1. How many pages exist only the server
 * knows; a page past the last answers empty with the totals, and the widget then moves to the last one.
 */
export function pageFromUrl(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
