import { z } from 'zod';
import { PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../constants.js';
import { patterns } from '../patterns.js';
import { parseSort, SORT_TYPES, type SortSpec } from '../sort.js';
import { emptyOr, requiredOrInvalid } from '../validation.js';
import { ResponseStatusSchema } from '../entities/response-status.js';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `page`: 1-based, coerced from the query string. */
export function pageParam() {
  return z.coerce
    .number({ error: requiredOrInvalid })
    .int({ error: 'integer' })
    .min(1, { error: 'min' })
    .default(1);
}

/** `size`: 1..PAGE_SIZE_MAX, coerced from the query string. */
export function sizeParam(defaultSize: number) {
  return z.coerce
    .number({ error: requiredOrInvalid })
    .int({ error: 'integer' })
    .min(1, { error: 'min' })
    .max(PAGE_SIZE_MAX, { error: 'max' })
    .default(defaultSize);
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

/**
 * `filter`: free text with the search-bar pattern, at most 255 characters. An empty or blank filter means no
 * filter (undefined). The minimum lengths of SPEC §5 are a rule of the search bar, not of the API.
 */
export function filterParam() {
  return z
    .string({ error: 'invalid' })
    .max(SEARCH_MAX_LENGTH, { error: 'maxlength', abort: true })
    .regex(emptyOr(patterns.searchBar), { error: 'pattern' })
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
