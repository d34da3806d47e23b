import { REDACTED, redactText } from './redact-text.js';

/**
 * Query parameters of the API whose values name no person and carry no secret: ids of users, offices, places,
 * states and service types, paging, sorting, language, versions. Every other value (free-text filters, fiscal
 * codes, the provider's `code` and `state` on the login callback, return addresses) is replaced in the access
 * log, which is kept longer and read by more people than the data itself.
 */
const SHOWN_PARAMETERS = new Set([
  'lang',
  'page',
  'size',
  'sort',
  'idp',
  'version',
  'includeDeleted',
  'userId',
  'stateOfRequestId',
  'suapId',
  'type',
  'typeId',
  'typeOfServiceId',
  'euPublicServiceId',
  'ipaCode',
  'municipalityId',
  'provinceId',
  'regionId',
]);

/**
 * The URL as the access log writes it: the path, and the query with only the values of SHOWN_PARAMETERS. Fiscal
 * codes, e-mail addresses and credentials are taken out of the path as well (a mistyped or probing URL).
 */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return redactText(url);
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equalsAt = pair.indexOf('=');
      if (equalsAt === -1) return redactText(pair);
      const name = pair.slice(0, equalsAt);
      return SHOWN_PARAMETERS.has(name) ? pair : `${redactText(name)}=${REDACTED}`;
    })
    .join('&');
  return `${redactText(url.slice(0, queryAt))}?${query}`;
}
