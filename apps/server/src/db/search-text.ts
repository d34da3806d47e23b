/**
 * Builds the value of a `search_text` column: the searchable fields joined, lower-cased and stripped of
 * accents, so that a trigram-indexed `LIKE '%term%'` is case- and accent-insensitive without the `unaccent`
 * extension. Apply the same function to the user's search term before querying. The database's suap_fold()
 * (migration 0010) is the same fold in SQL, for the request texts it computes itself.
 */
export function toSearchText(...parts: ReadonlyArray<string | number | null | undefined>): string {
  return parts
    .filter((part): part is string | number => part !== null && part !== undefined && part !== '')
    .map((part) => String(part).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A `LIKE` pattern that finds `term` anywhere in a search_text column, with LIKE's wildcards escaped. */
export function toContainsPattern(term: string): string {
  return `%${toSearchText(term).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** What a back-office user search matches: names, fiscal code and email. */
export function userSearchText(user: {
  firstName: string;
  lastName: string;
  fiscalCode: string;
  email?: string | null;
}): string {
  return toSearchText(user.firstName, user.lastName, user.fiscalCode, user.email);
}

/**
 * Superseded: requests.search_text is computed by the database (migration 0010, requests_search_text()), which
 * replaces whatever a writer passes, so that renames of the citizen, SUAP or initiative reach it in the same
 * transaction and a draft's typed personal data stays out of it. Kept only until its last callers go.
 */
export function requestSearchText(request: {
  referenceCode?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  fiscalCode?: string | null;
  email?: string | null;
  companyName?: string | null;
  partitaIva?: string | null;
  suapName?: string | null;
  initiativeCode?: string | null;
}): string {
  return toSearchText(
    request.referenceCode,
    request.firstName,
    request.lastName,
    request.fiscalCode,
    request.email,
    request.companyName,
    request.partitaIva,
    request.suapName,
    request.initiativeCode,
  );
}
