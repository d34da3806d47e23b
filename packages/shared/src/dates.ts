import { DISPLAY_TIME_ZONE } from './constants.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= daysInMonth;
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/** True for a calendar date written YYYY-MM-DD that exists (no 2023-02-29). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** 'DD/MM/YYYY' -> 'YYYY-MM-DD'; null when the text is not in that form or the date does not exist. */
export function parseDisplayDate(value: string): string | null {
  const match = DISPLAY_DATE.exec(value);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  if (!isRealDate(Number(year), Number(month), Number(day))) return null;
  return `${year}-${month}-${day}`;
}

export function isDisplayDate(value: string): boolean {
  return parseDisplayDate(value) !== null;
}

// Made on first use, not when the module loads: a formatter with a time zone loads the zone's data, which
// took 35 ms of a public page's start in a browser trace, on pages that bundle this module but show no date.
let romeFormatter: Intl.DateTimeFormat | undefined;

function romeParts(): Intl.DateTimeFormat {
  romeFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return romeFormatter;
}

function partsInRome(instant: Date): {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
} {
  const parts = Object.fromEntries(
    romeParts()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: pad(Number(parts.year), 4),
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

function parseInstant(iso: string): Date | null {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * Display date DD/MM/YYYY. A calendar date (YYYY-MM-DD) is shown as written; an instant (ISO date-time) is shown
 * as the date in Italy. Empty or unreadable input gives '' so a missing date never renders as "Invalid Date".
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const dateOnly = ISO_DATE.exec(iso);
  if (dateOnly) {
    const [, year = '', month = '', day = ''] = dateOnly;
    return isRealDate(Number(year), Number(month), Number(day)) ? `${day}/${month}/${year}` : '';
  }
  const instant = parseInstant(iso);
  if (!instant) return '';
  const { year, month, day } = partsInRome(instant);
  return `${day}/${month}/${year}`;
}

/** Display date-time DD/MM/YYYY HH:mm in Italian time (Europe/Rome); '' for empty or unreadable input. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso || ISO_DATE.test(iso)) return iso ? formatDate(iso) : '';
  const instant = parseInstant(iso);
  if (!instant) return '';
  const { year, month, day, hour, minute } = partsInRome(instant);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/** The calendar date in Italy of an instant, as YYYY-MM-DD (e.g. to compute a draft's deletion day). */
export function isoDateInRome(instant: Date): string {
  const { year, month, day } = partsInRome(instant);
  return `${year}-${month}-${day}`;
}

/** Adds whole days to a calendar date YYYY-MM-DD. */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match || !isIsoDate(isoDate)) throw new RangeError(`Not a date: ${isoDate}`);
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years below 100 as 19xx.
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}
