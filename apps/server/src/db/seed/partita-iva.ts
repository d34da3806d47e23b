/**
 * Check digit of an Italian VAT number (partita IVA) from its first ten digits: digits in odd positions
 * are summed as they are, digits in even positions are doubled (minus 9 when above 9), and the check
 * digit brings the total to a multiple of ten.
 */
export function partitaIvaCheckDigit(firstTenDigits: string): number {
  if (!/^\d{10}$/.test(firstTenDigits)) throw new Error('ten digits expected');
  let sum = 0;
  for (let position = 0; position < 10; position += 1) {
    const digit = Number(firstTenDigits[position]);
    if (position % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidPartitaIva(value: string): boolean {
  return /^\d{11}$/.test(value) && partitaIvaCheckDigit(value.slice(0, 10)) === Number(value[10]);
}
