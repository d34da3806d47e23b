import type { ZodType } from 'zod';
import { DEFAULT_LANGUAGE, DEFAULT_RETRIES, isLanguage, type Language } from '@suap/shared';
import {
  ApiError,
  GENERIC_ERROR_CODE,
  GENERIC_ERROR_STATUS,
  INVALID_RESULT_MESSAGE,
  SUCCESS_CODE,
  type ApiStatus,
} from './api-status';
import { buildApiUrl, type QueryParams } from './build-url';
import { csrfHeaders } from './csrf';
import { inFlightCalls } from './in-flight';
import { isApiMockMode, loadMockReply } from './mock-replies';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  /** Path under the API base prefix, e.g. `/suap/v1/request/list`. */
  path: string;
  query?: QueryParams;
  body?: unknown;
  /** Extra attempts after a failure that may be temporary (network, 5xx). SPEC §9 default 0. */
  retries?: number;
  /** Read the canned reply from ./mocks instead of the server; defaults to the global mock mode. */
  mock?: boolean;
  /**
   * Validates a successful reply; a mismatch is a failed call. A loader (`lazySchema(...)`) keeps zod and the
   * schemas out of the page's first download: it is fetched alongside the call, so it adds no wait.
   */
  schema?: ZodType<T> | (() => Promise<ZodType<T>>);
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Background calls can opt out of the global spinner. */
  spinner?: boolean;
}

const NO_CACHE_HEADERS = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } as const;

/**
 * The page language (first path segment), sent as Accept-Language with every call: the server words its errors
 * in it, also for calls without ?lang= (a refused CSRF check on a save, a delete). Not i18next's language,
 * which follows the URL one render later.
 */
export function pageLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const first = window.location.pathname.split('/').filter(Boolean)[0];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

interface RawReply {
  httpStatus: number;
  body: unknown;
}

function genericError(cause?: unknown): ApiError {
  return new ApiError(GENERIC_ERROR_STATUS.message, { ...GENERIC_ERROR_STATUS }, undefined, { cause });
}

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

async function fetchReply(
  method: HttpMethod,
  url: string,
  options: ApiRequestOptions<unknown>,
): Promise<RawReply> {
  const hasBody = options.body !== undefined && method !== 'GET' && method !== 'HEAD';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: options.signal,
      headers: {
        Accept: 'application/json',
        'Accept-Language': pageLanguage(),
        ...NO_CACHE_HEADERS,
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        ...csrfHeaders(method, url),
        ...options.headers,
      },
      body: hasBody ? JSON.stringify(options.body) : undefined,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error; // a cancelled call is not an error to report
    throw genericError(error);
  }
  const text = await response.text().catch(() => '');
  try {
    return { httpStatus: response.status, body: text === '' ? undefined : JSON.parse(text) };
  } catch (error) {
    const failure = genericError(error);
    failure.httpStatus = response.status;
    throw failure;
  }
}

function interpret<T>(reply: unknown, schema: ZodType<T> | undefined): T & ApiStatus {
  if (reply === null || typeof reply !== 'object' || Array.isArray(reply)) throw genericError();
  const record = reply as Record<string, unknown>;
  const code = typeof record.code === 'number' ? record.code : GENERIC_ERROR_CODE;
  const status: ApiStatus = {
    code,
    message: textOr(record.message, GENERIC_ERROR_STATUS.message),
    description: textOr(record.description, GENERIC_ERROR_STATUS.description),
  };
  if (code !== SUCCESS_CODE) throw new ApiError(INVALID_RESULT_MESSAGE, status, reply);
  if (!schema) return reply as T & ApiStatus;
  const parsed = schema.safeParse(reply);
  if (!parsed.success) throw new ApiError(INVALID_RESULT_MESSAGE, { ...GENERIC_ERROR_STATUS }, reply);
  return { ...status, ...parsed.data };
}

/** Worth another attempt: no response at all, or the server said it is temporarily unable. */
function isTemporary(error: ApiError): boolean {
  if (error.httpStatus !== undefined) return error.httpStatus >= 500 || error.httpStatus === 429;
  return error.status.code === GENERIC_ERROR_CODE && error.reply === undefined;
}

async function loadSchema<T>(schema: ApiRequestOptions<T>['schema']): Promise<ZodType<T> | undefined> {
  if (typeof schema !== 'function') return schema;
  try {
    return await schema();
  } catch (error) {
    throw genericError(error); // the schema chunk could not be downloaded
  }
}

async function attempt<T>(method: HttpMethod, options: ApiRequestOptions<T>): Promise<T & ApiStatus> {
  const schema = loadSchema(options.schema);
  schema.catch(() => undefined); // awaited below; a failure is reported there, not as an unhandled rejection
  if (options.mock ?? isApiMockMode()) {
    let reply: unknown;
    try {
      reply = await loadMockReply(method, options.path);
    } catch (error) {
      throw genericError(error);
    }
    return interpret(reply, await schema);
  }
  const { httpStatus, body } = await fetchReply(method, buildApiUrl(options.path, options.query), options);
  try {
    return interpret(body, await schema);
  } catch (error) {
    if (error instanceof ApiError) error.httpStatus = httpStatus;
    throw error;
  }
}

/**
 * The one way the web app talks to the API (SPEC §7, §8). Resolves with the reply when its `code` is 200,
 * otherwise rejects with an ApiError. Every call counts in the global spinner while it runs.
 */
export async function apiRequest<T = Record<string, unknown>>(
  options: ApiRequestOptions<T>,
): Promise<T & ApiStatus> {
  const method = options.method ?? 'GET';
  const attempts = 1 + Math.max(0, Math.floor(options.retries ?? DEFAULT_RETRIES));
  const showSpinner = options.spinner !== false;
  if (showSpinner) inFlightCalls.start();
  try {
    let lastError: ApiError = genericError();
    for (let i = 0; i < attempts; i += 1) {
      try {
        return await attempt(method, options);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error; // aborts pass through untouched
        lastError = error;
        if (!isTemporary(error) || options.signal?.aborted) break;
      }
    }
    throw lastError;
  } finally {
    if (showSpinner) inFlightCalls.finish();
  }
}
