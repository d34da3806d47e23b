import { PAGINATOR_MAX_AROUND } from '@suap/shared';

export type PaginatorItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; after: number };

/**
 * SPEC §9 paginator: always the first and the last page, the current one with `maxAround` pages on each side,
 * and an ellipsis for each gap. A gap of a single page shows that page instead: an ellipsis would hide nothing.
 */
export function paginatorItems(
  page: number,
  totalPages: number,
  maxAround: number = PAGINATOR_MAX_AROUND,
): PaginatorItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const shown = new Set<number>([1, totalPages]);
  for (let p = current - maxAround; p <= current + maxAround; p += 1) {
    if (p >= 1 && p <= totalPages) shown.add(p);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PaginatorItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ kind: 'ellipsis', after: previous });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}
