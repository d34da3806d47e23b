import { REQUEST_STATE_IDS, SUPPORTED_LANGUAGES, type MasterData } from '@suap/shared';
import type { ApiStatus } from './api-status';

/** The master data plus the portal's public base URL the server adds (canonical links). */
export type MasterDataWithBaseUrl = MasterData & { baseUrl: string };
export type MasterDataWithBaseUrlReply = ApiStatus & { masterData: MasterDataWithBaseUrl };

/*
 * Every page's shell reads the master data, so its reply is checked by hand rather than with the zod schema:
 * zod would otherwise be part of the first download of every public page (issue 11 budget). The checks
 * mirror MasterDataSchema; master-data-check.test.ts compares them with the zod schema on valid and broken
 * replies, so the two cannot drift apart silently.
 */
type Check = (value: unknown) => boolean;

const isText: Check = (value) => typeof value === 'string';
const isInteger: Check = (value) => Number.isInteger(value);
const isPositiveInteger: Check = (value) => Number.isInteger(value) && (value as number) >= 1;
const oneOf =
  (allowed: readonly unknown[]): Check =>
  (value) =>
    allowed.includes(value);
const listOf =
  (item: Check, minLength = 0): Check =>
  (value) =>
    Array.isArray(value) && value.length >= minLength && value.every(item);
const recordOf =
  (fields: Record<string, Check>): Check =>
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(fields).every(([key, check]) => check((value as Record<string, unknown>)[key]));

const isConfiguration = recordOf({
  typeOfServiceAnagList: listOf(
    recordOf({
      typeOfServiceId: isInteger,
      nameIt: isText,
      nameEn: isText,
      descriptionIt: isText,
      descriptionEn: isText,
    }),
  ),
  stateOfRequestAnagList: listOf(
    recordOf({ stateOfRequestId: oneOf(REQUEST_STATE_IDS), descriptionIt: isText, descriptionEn: isText }),
  ),
  typeIniziativeList: listOf(
    recordOf({
      typeIniziativeId: isInteger,
      description: isText,
      descriptionIt: isText,
      descriptionEn: isText,
    }),
  ),
});

const isMasterData = recordOf({
  configuration: isConfiguration,
  languages: listOf(oneOf(SUPPORTED_LANGUAGES), 1),
  ipaCode: isText,
  production: (value) => typeof value === 'boolean',
  draftStorageDays: isPositiveInteger,
  sessionIdleMinutes: isPositiveInteger,
  baseUrl: isText,
});

/** True when a successful reply carries well-formed master data. */
export function isMasterDataReply(reply: unknown): reply is MasterDataWithBaseUrlReply {
  return recordOf({ masterData: isMasterData })(reply);
}
