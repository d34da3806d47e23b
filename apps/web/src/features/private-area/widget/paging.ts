import { PAGE_SIZES, PAGINATOR_MIN_ITEMS_EXCLUSIVE } from '@suap/shared';

/** SPEC §9: the citizen's request widget shows 3 requests a page. */
export const WIDGET_PAGE_SIZE = PAGE_SIZES.citizenRequests;

/** SPEC §2/§9: the paginator appears only when there are more than 3 requests. */
export function showsPaginator(total: number): boolean {
  return total > PAGINATOR_MIN_ITEMS_EXCLUSIVE;
}

export function pageCount(total: number, size: number = WIDGET_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A page number from the URL, kept within 1..pageCount (a stale or hand-typed ?page= must not show nothing). */
export function clampPage(raw: string | null, total: number, size: number = WIDGET_PAGE_SIZE): number {
  const page = Number(raw);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, pageCount(total, size));
}

/** Newest first (SPEC §9 default sort: requestId descending); the list is not changed in place. */
export function newestFirst<T extends { requestId?: number }>(requests: readonly T[]): T[] {
  return [...requests].sort((a, b) => (b.requestId ?? 0) - (a.requestId ?? 0));
}

export function pageItems<T>(items: readonly T[], page: number, size: number = WIDGET_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}
