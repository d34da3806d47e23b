/** SPEC §9 file size units, in steps of 1024. */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * 52224 -> '51 KB', 1536 -> '1.5 KB'. Trailing zeros are dropped. Pass a locale (e.g. 'it') to get its decimal
 * separator ('1,5 KB'); without one the separator is a dot.
 */
export function formatFileSize(bytes: number, decimals = 2, locale?: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  const digits = Math.max(0, Math.floor(decimals));
  const last = FILE_SIZE_UNITS.length - 1;
  let unit = 0;
  let value = bytes;
  // Divide rather than take logarithms: log(1024^n)/log(1024) is not always exactly n in floating point.
  while (value >= 1024 && unit < last) {
    value /= 1024;
    unit += 1;
  }
  let rounded = Number(value.toFixed(digits));
  // 1023.999 KB rounds to 1024 KB: show it as 1 MB instead.
  if (rounded >= 1024 && unit < last) {
    unit += 1;
    rounded = Number((value / 1024).toFixed(digits));
  }
  const number = locale
    ? new Intl.NumberFormat(locale, { maximumFractionDigits: digits, useGrouping: false }).format(rounded)
    : String(rounded);
  return `${number} ${FILE_SIZE_UNITS[unit]}`;
}
