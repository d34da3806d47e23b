import type { TFunction } from 'i18next';
import { formatDate, isDraftState, type Language, type Request } from '@suap/shared';

/** The It/En variant of a field for the page language (requests carry both, so a language switch needs no call). */
export function localized(lang: Language, it: string | undefined, en: string | undefined): string {
  return (lang === 'en' ? en : it) ?? '';
}

export function serviceTypeName(request: Request, lang: Language): string {
  return localized(lang, request.typeOfService.nameIt, request.typeOfService.nameEn);
}

export function initiativeName(request: Request, lang: Language): string {
  const initiative = request.iniziative;
  return initiative ? localized(lang, initiative.descriptionIt, initiative.descriptionEn) : '';
}

/**
 * The one number the citizen quotes (issue 23): the reference code of a sent request; a draft has none yet and
 * is named by the day it was started. The internal request id stays in addresses and never shows.
 */
export function requestTitle(
  request: Request,
  t: TFunction,
  sentKey: 'private-area.requests.request' | 'private-area.details.title' = 'private-area.requests.request',
): string {
  if (isDraftState(request.stateOfRequest.stateOfRequestId) || !request.referenceCode)
    return t('private-area.requests.draft', { date: formatDate(request.createdOn) });
  return t(sentKey, { code: request.referenceCode });
}
