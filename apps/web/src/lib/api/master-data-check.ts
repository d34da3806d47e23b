import { REQUEST_STATE_IDS, SUPPORTED_LANGUAGES, type MasterData } from '@suap/shared';
import type { ApiStatus } from './api-status';
import { isBoolean, isInteger, isPositiveInteger, isText, listOf, oneOf, recordOf } from './reply-checks';

/** The master data plus the portal's public base URL the server adds (canonical links). */
export type MasterDataWithBaseUrl = MasterData & { baseUrl: string };
export type MasterDataWithBaseUrlReply = ApiStatus & { masterData: MasterDataWithBaseUrl };

// Every page's shell reads the master data, so its reply is checked by hand (reply-checks.ts) rather than
// with MasterDataSchema; master-data-check.test.ts compares the two.
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
  production: isBoolean,
  draftStorageDays: isPositiveInteger,
  sessionIdleMinutes: isPositiveInteger,
  baseUrl: isText,
});

/** True when a successful reply carries well-formed master data. */
export function isMasterDataReply(reply: unknown): reply is MasterDataWithBaseUrlReply {
  return recordOf({ masterData: isMasterData })(reply);
}
