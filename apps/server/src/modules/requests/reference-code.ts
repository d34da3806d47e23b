import { isoDateInRome } from '@suap/shared';

/** SUAP-<year>-<progressive of that year, at least 6 digits>, e.g. SUAP-2025-000042 (in the spirit of AgID's CUI). */
export const REFERENCE_CODE_PATTERN = /^SUAP-\d{4}-\d{6,}$/;

export function formatReferenceCode(year: number, progressive: number): string {
  return `SUAP-${year}-${String(progressive).padStart(6, '0')}`;
}

/** Codes are numbered per calendar year in Italy, where they are issued: 31 Dec 23:30 UTC is already next year there. */
export function referenceYear(instant: Date): number {
  return Number(isoDateInRome(instant).slice(0, 4));
}
