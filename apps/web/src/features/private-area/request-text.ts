import type { Language, Request } from '@suap/shared';

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
