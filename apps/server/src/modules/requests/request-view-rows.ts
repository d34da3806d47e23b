import type { Executor } from '../../db/client.js';
import {
  REFERENCE_VERSION_SQL,
  type InitiativeEntry,
  type ReferenceCatalog,
  type ReferenceCatalogs,
  type StateEntry,
  type SuapEntry,
  type TypeOfServiceEntry,
} from '../../db/reference-catalog.js';

/** A request with everything its view needs (request-view.ts); shared with the back office and the procedure. */
export interface RequestViewRow {
  request: {
    requestId: number;
    referenceCode: string | null;
    version: number;
    typeOfServiceId: number;
    stateId: number;
    userId: number;
    suapId: number | null;
    initiativeId: number | null;
    notificationTypeId: number | null;
    notificationAddress: string | null;
    firstName: string | null;
    lastName: string | null;
    fiscalCode: string | null;
    /** YYYY-MM-DD. */
    dateOfBirth: string | null;
    placeOfBirth: string | null;
    cityOfBirth: string | null;
    gender: string | null;
    email: string | null;
    legalRepresentative: boolean;
    partitaIva: string | null;
    companyName: string | null;
    language: string;
    /** Instants as ISO 8601 UTC strings with milliseconds, as the API sends them. */
    sentRequestDate: string | null;
    createdOn: string;
    updatedOn: string;
    draftExpiresOn: string | null;
    termDueOn: string | null;
    /** By the database's clock and Italy's calendar: the term's last day has passed (marked or not yet). */
    termExpired: boolean;
  };
  typeOfService: TypeOfServiceEntry;
  state: StateEntry;
  owner: { userId: number; firstName: string; lastName: string; fiscalCode: string; profileId: number };
  suap: SuapEntry | null;
  initiative: InitiativeEntry | null;
  /** The responsible operator (issue 27). */
  assignee: { userId: number; firstName: string; lastName: string } | null;
}

// An instant as JavaScript's toISOString writes it (UTC, milliseconds truncated as Date does): the reply needs
// the text, and parsing it into a Date only to print it again cost more than the rest of the row.
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const COLUMNS = [
  'r.request_id',
  'r.reference_code',
  'r.version',
  'r.type_of_service_id',
  'r.state_id',
  'r.user_id',
  'r.suap_id',
  'r.initiative_id',
  'r.notification_type_id',
  'r.notification_address',
  'r.first_name',
  'r.last_name',
  'r.fiscal_code',
  'r.date_of_birth',
  'r.place_of_birth',
  'r.city_of_birth',
  'r.gender',
  'r.email',
  'r.legal_representative',
  'r.partita_iva',
  'r.company_name',
  'r.language',
  iso('r.sent_request_date'),
  iso('r.created_on'),
  iso('r.updated_on'),
  'r.draft_expires_on',
  'r.term_due_on',
  "coalesce(r.term_due_on < (now() at time zone 'Europe/Rome')::date, false)",
  'o.user_id',
  'o.first_name',
  'o.last_name',
  'o.fiscal_code',
  'o.profile_id',
  'a.user_id',
  'a.first_name',
  'a.last_name',
  REFERENCE_VERSION_SQL,
];

/**
 * The columns of a view row, read from `r` (requests, or a data-modifying CTE's RETURNING r.*), the owner `o` and
 * the operator `a`; the reference rows come from the catalog, whose version is the last column. Each has its own
 * name (v0, v1...), so rows read as objects keep every column, in this order, which is what `viewRow` reads.
 */
export const VIEW_COLUMNS = COLUMNS.map((column, i) => `${column} as v${i}`).join(', ');

/** Where the columns come from: `source` is a table or CTE read as `r`. */
export const viewJoins = (source: string) =>
  `${source} r join users o on o.user_id = r.user_id left join users a on a.user_id = r.assignee_user_id`;

/** Columns after VIEW_COLUMNS: a statement may add its own (a window total, say). */
export const VIEW_WIDTH = COLUMNS.length;
const VERSION_AT = VIEW_WIDTH - 1;

type Cell = unknown;

function entryOf<T>(map: ReadonlyMap<number, T>, id: number, what: string): T {
  const entry = map.get(id);
  if (!entry) throw new Error(`the reference catalog has no ${what} ${id}`);
  return entry;
}

/**
 * One row of VIEW_COLUMNS (as pg's array rows give it) with its reference rows from `catalog`. Frozen: calls that
 * opened the same request together share it (request-views.query.ts).
 */
function viewRow(v: readonly Cell[], catalog: ReferenceCatalog): RequestViewRow {
  const suapId = v[6] as number | null;
  const initiativeId = v[7] as number | null;
  const assigneeId = v[33] as number | null;
  return Object.freeze({
    request: Object.freeze({
      requestId: Number(v[0]),
      referenceCode: v[1] as string | null,
      version: v[2] as number,
      typeOfServiceId: v[3] as number,
      stateId: v[4] as number,
      userId: v[5] as number,
      suapId,
      initiativeId,
      notificationTypeId: v[8] as number | null,
      notificationAddress: v[9] as string | null,
      firstName: v[10] as string | null,
      lastName: v[11] as string | null,
      fiscalCode: v[12] as string | null,
      dateOfBirth: v[13] as string | null,
      placeOfBirth: v[14] as string | null,
      cityOfBirth: v[15] as string | null,
      gender: v[16] as string | null,
      email: v[17] as string | null,
      legalRepresentative: v[18] as boolean,
      partitaIva: v[19] as string | null,
      companyName: v[20] as string | null,
      language: v[21] as string,
      sentRequestDate: v[22] as string | null,
      createdOn: v[23] as string,
      updatedOn: v[24] as string,
      draftExpiresOn: v[25] as string | null,
      termDueOn: v[26] as string | null,
      termExpired: v[27] as boolean,
    }),
    typeOfService: entryOf(catalog.typesOfService, v[3] as number, 'type of service'),
    state: entryOf(catalog.states, v[4] as number, 'request state'),
    owner: Object.freeze({
      userId: v[28] as number,
      firstName: v[29] as string,
      lastName: v[30] as string,
      fiscalCode: v[31] as string,
      profileId: v[32] as number,
    }),
    suap: suapId === null ? null : entryOf(catalog.suaps, suapId, 'SUAP'),
    initiative: initiativeId === null ? null : entryOf(catalog.initiatives, initiativeId, 'initiative'),
    assignee:
      assigneeId === null
        ? null
        : Object.freeze({ userId: assigneeId, firstName: v[34] as string, lastName: v[35] as string }),
  });
}

/**
 * View rows from rows of VIEW_COLUMNS (arrays, or objects whose values are in column order), with the catalog of
 * the version they were read at (`executor`: the transaction they were read in, if any).
 */
export async function viewRows(
  rows: readonly (readonly Cell[] | Readonly<Record<string, Cell>>)[],
  catalogs: ReferenceCatalogs,
  executor?: Executor,
): Promise<RequestViewRow[]> {
  const arrays = rows.map((row) => (Array.isArray(row) ? row : Object.values(row)));
  const first = arrays[0];
  if (!first) return [];
  const catalog = await catalogs.at(Number(first[VERSION_AT]), executor);
  return arrays.map((row) => viewRow(row, catalog));
}
