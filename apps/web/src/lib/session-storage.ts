import type { ZodType } from 'zod';
import { decodeBase64Utf8, encodeBase64Utf8 } from './base64-utf8';

/** SPEC §3: every value the app keeps for the browser tab lives under one sessionStorage entry. */
export const SESSION_STORAGE_ENTRY = 'suap';

export const SESSION_KEYS = [
  'loggedUser',
  'loginOrigin',
  'logoutOrigin',
  'selectedSuap',
  'onInitModal',
  'draftId',
  'draft',
  'navigation',
  'selectedRequest',
  'selectedUser',
] as const;

export type SessionKey = (typeof SESSION_KEYS)[number];

type SessionBag = Partial<Record<SessionKey, unknown>>;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser: behave as an empty session
  }
}

function readBag(): SessionBag {
  const raw = storage()?.getItem(SESSION_STORAGE_ENTRY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(decodeBase64Utf8(raw));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as SessionBag)
      : {};
  } catch {
    // A damaged entry (edited by hand, truncated) must not break the app: start clean.
    storage()?.removeItem(SESSION_STORAGE_ENTRY);
    return {};
  }
}

function writeBag(bag: SessionBag): void {
  const store = storage();
  if (!store) return;
  if (Object.keys(bag).length === 0) store.removeItem(SESSION_STORAGE_ENTRY);
  else store.setItem(SESSION_STORAGE_ENTRY, encodeBase64Utf8(JSON.stringify(bag)));
}

/**
 * Reads a value. Storage can be altered by anyone at the keyboard, so callers that need a shape pass a
 * zod schema: a value that does not match it is treated as absent.
 */
function get(key: SessionKey): unknown;
function get<T>(key: SessionKey, schema: ZodType<T>): T | undefined;
function get<T>(key: SessionKey, schema?: ZodType<T>): unknown {
  const value = readBag()[key];
  if (value === undefined || !schema) return value;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

function set(key: SessionKey, value: unknown): void {
  const bag = readBag();
  if (value === undefined) delete bag[key];
  else bag[key] = value;
  writeBag(bag);
}

function clear(key: SessionKey): void {
  set(key, undefined);
}

function clearAll(): void {
  storage()?.removeItem(SESSION_STORAGE_ENTRY);
}

export const sessionStore = { get, set, clear, clearAll };
