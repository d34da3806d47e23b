import { API_PREFIX } from '@suap/shared';

export const API_BASE_PREFIX = API_PREFIX;

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function isEmpty(value: QueryValue): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** `/api` + path + query string; empty parameters (undefined, null, blank) are left out (SPEC §7). */
export function buildApiUrl(path: string, query?: QueryParams): string {
  const normalisedPath = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [name, raw] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) if (!isEmpty(value)) params.append(name, String(value));
  }
  const search = params.toString();
  return `${API_BASE_PREFIX}${normalisedPath}${search ? `?${search}` : ''}`;
}
