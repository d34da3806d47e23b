import { z } from 'zod';
import { DB_INTEGER_MAX, PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../constants.js';
import { patterns } from '../patterns.js';
import { parseSort, SORT_TYPES, type SortSpec } from '../sort.js';
import { emptyOr, integerParam } from '../validation.js';
import { ResponseStatusSchema } from '../entities/response-status.js';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `page`: 1-based, read from the query string in plain decimal (see `integerParam`). */
export function pageParam() {
  return integerParam({ min: 1, max: DB_INTEGER_MAX.integer }).default(1);
}

/** `size`: 1..PAGE_SIZE_MAX, read from the query string in plain decimal. */
export function sizeParam(defaultSize: number) {
  return integerParam({ min: 1, max: PAGE_SIZE_MAX }).default(defaultSize);
}

/** `sort`: 'field;asc|desc' with a field of this list, read into a SortSpec; absent stays undefined. */
export function sortParam<const F extends string>(fields: readonly F[]) {
  const form = new RegExp(`^(?:${fields.map(escapeRegExp).join('|')});(?:asc|desc|ASC|DESC)$`, 'u');
  return z
    .string({ error: 'invalid' })
    .regex(form, { error: 'pattern' })
    .transform((value) => parseSort(value, fields) as SortSpec<F>)
    .optional();
}

/** As `sortParam`, with the list's default applied when the query has no sort. */
export function sortParamWithDefault<const F extends string>(fields: readonly F[], fallback: SortSpec<F>) {
  return sortParam(fields).transform((sort) => sort ?? fallback);
}

// Blank means no filter; a number (a request id such as 7) is searched whatever its length.
const isShortAllowed = (trimmed: string) => trimmed === '' || /^\d+$/.test(trimmed);

/**
 * `filter`: free text of at most 255 characters following `pattern` (the search bar's by default). An empty or
 * blank filter means no filter (undefined); any other is at least `minLength` characters once trimmed — the
 * SPEC §5 minimum of the list's search bar, enforced by the API too so no client can search on fewer — unless it
 * is all digits (staff look a request up by its number).
 */
export function filterParam({
  minLength = 1,
  pattern = patterns.searchBar,
}: { minLength?: number; pattern?: RegExp } = {}) {
  return z
    .string({ error: 'invalid' })
    .max(SEARCH_MAX_LENGTH, { error: 'maxlength', abort: true })
    .refine((value) => isShortAllowed(value.trim()) || value.trim().length >= minLength, {
      error: 'minlength',
      params: { minimum: minLength },
      abort: true,
    })
    .regex(emptyOr(pattern), { error: 'pattern' })
    .transform((value) => value.trim() || undefined)
    .optional();
}

export const SortSpecSchema = z.object({ field: z.string(), type: z.enum(SORT_TYPES) });

/** The paging part of every paged reply; `sort` and `filter` echo what the server applied. */
export const PageInfoSchema = z.object({
  page: z.number().int(),
  size: z.number().int(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
  sort: SortSpecSchema.nullable(),
  filter: z.string().nullable(),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

/** Status plus page info: the base of every paged reply, to which each list adds its own array. */
export const PagedReplyBaseSchema = ResponseStatusSchema.extend(PageInfoSchema.shape);

/** Pages needed for `totalResults` items; an empty list has 0 pages. */
export function totalPagesFor(totalResults: number, size: number): number {
  return Math.ceil(totalResults / size);
}
