/**
 * What the log must never hold, wherever it appears in a line: fiscal codes of persons (with the letters that
 * replace digits in homocode cases), e-mail addresses (also percent-encoded in a URL) and bearer credentials.
 * The log is kept longer and read by more people than the data itself.
 */
const FISCAL_CODE =
  /\b[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPR-T][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]\b/gi;
const EMAIL = /[\w.!#$%'*+^`{|}~-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
const CREDENTIAL = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
// Drizzle's failed-query errors append the statement's parameters, i.e. the data of the request.
const QUERY_PARAMS = /^params: .*$/gm;

export const REDACTED = '[redacted]';

export function redactText(text: string): string {
  return text
    .replace(QUERY_PARAMS, `params: ${REDACTED}`)
    .replace(FISCAL_CODE, REDACTED)
    .replace(EMAIL, REDACTED)
    .replace(CREDENTIAL, `$1 ${REDACTED}`);
}
