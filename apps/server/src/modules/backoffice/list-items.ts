import {
  isDraftState,
  STATES_WITH_CITIZEN_TERM,
  type RequestListItem,
  type RequestStateId,
} from '@suap/shared';
import type { Db } from '../../db/client.js';
import {
  REFERENCE_VERSION_SQL,
  referenceCatalogs,
  type ReferenceCatalog,
} from '../../db/reference-catalog.js';
import { batchLoader } from '../../lib/batch-loader.js';

// The lines of the back-office list (RequestListItem, issue 25): read from the requests row alone (the owner's
// names and the SUAP's are the trigger-kept copies the list sorts by, migration 0005), the operator's name joined,
// the labels from the reference catalog of the version read in the same statement (db/reference-catalog.ts).

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The lines asked for during one turn of the event loop, whatever list call asked (lib/batch-loader.ts).
const LINES = {
  name: 'request_list_lines',
  text: `select r.request_id, r.reference_code, r.type_of_service_id, r.state_id, r.user_id, r.owner_first_name,
    r.owner_last_name, r.suap_id, ${iso('r.sent_request_date')}, ${iso('r.updated_on')}, r.draft_expires_on,
    r.term_due_on, coalesce(r.term_due_on < (now() at time zone 'Europe/Rome')::date, false),
    a.user_id, a.first_name, a.last_name, ${REFERENCE_VERSION_SQL}
  from requests r left join users a on a.user_id = r.assignee_user_id
  where r.request_id = any($1::int8[])`,
};
const VERSION_AT = 16;

/** One row of LINES; the deletion day and the term only where the Request view shows them (request-view.ts). */
function lineOf(v: readonly unknown[], catalog: ReferenceCatalog): RequestListItem {
  const stateId = v[3] as number;
  const type = catalog.typesOfService.get(v[2] as number);
  const state = catalog.states.get(stateId);
  if (!type || !state)
    throw new Error(`the reference catalog has no type ${String(v[2])} or state ${stateId}`);
  const suapId = v[7] as number | null;
  const suap = suapId === null ? undefined : catalog.suaps.get(suapId);
  const withTerm = STATES_WITH_CITIZEN_TERM.includes(stateId as RequestStateId);
  return {
    requestId: Number(v[0]),
    referenceCode: v[1] as string | null,
    typeOfService: { typeOfServiceId: type.typeOfServiceId, nameIt: type.nameIt, nameEn: type.nameEn },
    stateOfRequest: {
      stateOfRequestId: stateId as RequestStateId,
      descriptionIt: state.descriptionIt,
      descriptionEn: state.descriptionEn,
    },
    user: { userId: v[4] as number, firstName: v[5] as string, lastName: v[6] as string },
    suap: suap ? { suapId: suap.suapId, name: suap.name } : null,
    sentRequestDate: v[8] as string | null,
    updatedOn: v[9] as string,
    draftExpiresOn: isDraftState(stateId) ? (v[10] as string | null) : null,
    responsibleOperator:
      v[13] === null
        ? null
        : { userId: v[13] as number, firstName: v[14] as string, lastName: v[15] as string },
    termDueOn: withTerm ? (v[11] as string | null) : null,
    termExpired: withTerm && (v[12] as boolean),
  };
}

/** The list lines by request id, read together for the calls of one turn of the event loop. */
export function listLines(db: Db) {
  const catalogs = referenceCatalogs(db);
  const lines = batchLoader(async (ids: number[]) => {
    const { rows } = await db.$reads.query<unknown[]>({ ...LINES, values: [ids], rowMode: 'array' });
    const first = rows[0];
    if (!first) return new Map<number, RequestListItem>();
    const catalog = await catalogs.at(Number(first[VERSION_AT]));
    // Frozen: the calls that listed the same request together share the line.
    return new Map(rows.map((row) => [Number(row[0]), Object.freeze(lineOf(row, catalog))]));
  });
  /** The lines of these requests in this order (a request gone in between is left out). */
  return async (ids: readonly number[]): Promise<RequestListItem[]> => {
    const found = await Promise.all(ids.map((id) => lines.load(id)));
    return found.filter((line): line is RequestListItem => line !== undefined);
  };
}
