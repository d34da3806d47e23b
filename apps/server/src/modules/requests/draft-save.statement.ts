import type { RequestColumns } from './request-row.js';
import type { Named } from './request-views.query.js';
import { VIEW_COLUMNS, VIEW_WIDTH, viewJoins } from './request-view-rows.js';

// The draft save as one statement (issue 25): the version-checked UPDATE, the checks of the SUAP and initiative it
// names, and the view of the saved draft, in one round trip and one transaction, for all the saves of one turn of
// the event loop (lib/turn-batch.ts). Saving is what citizens do most often; as a read, the checks, a transaction
// and a read back, it took eight round trips.

/** The columns a save may change (request-changes.ts draftColumns), with their SQL types. */
const DRAFT_COLUMNS: Record<keyof ReturnType<typeof changedColumns>, string> = {
  language: 'text',
  suap_id: 'int',
  initiative_id: 'int',
  notification_type_id: 'smallint',
  notification_address: 'text',
  first_name: 'text',
  last_name: 'text',
  fiscal_code: 'text',
  date_of_birth: 'date',
  place_of_birth: 'text',
  city_of_birth: 'text',
  gender: 'text',
  email: 'text',
  legal_representative: 'boolean',
  company_name: 'text',
  partita_iva: 'text',
};

/** draftColumns' result by column name: only the fields the body gave (absent keys keep their stored value). */
function changedColumns(columns: RequestColumns) {
  return {
    language: columns.language,
    suap_id: columns.suapId,
    initiative_id: columns.initiativeId,
    notification_type_id: columns.notificationTypeId,
    notification_address: columns.notificationAddress,
    first_name: columns.firstName,
    last_name: columns.lastName,
    fiscal_code: columns.fiscalCode,
    date_of_birth: columns.dateOfBirth,
    place_of_birth: columns.placeOfBirth,
    city_of_birth: columns.cityOfBirth,
    gender: columns.gender,
    email: columns.email,
    legal_representative: columns.legalRepresentative,
    company_name: columns.companyName,
    partita_iva: columns.partitaIva,
  };
}

// A column the changes do not name keeps its value.
const SET = Object.entries(DRAFT_COLUMNS)
  .map(
    ([column, type]) =>
      `${column} = case when v.changes ? '${column}' then (v.changes ->> '${column}')::${type} else r.${column} end`,
  )
  .join(',\n    ');

/**
 * One row per save: $1 request, $2 changes (jsonb, by column), $3 owner, $4 version read, $5 SUAP to check, $6
 * initiative to check, $7 the new deletion day, each an array in the same order. The rows are locked in request
 * order (the caller sorts them), so two batches never wait for each other in a circle. Each saved draft's view
 * comes back with the position of its save (the column after VIEW_COLUMNS).
 */
export const DRAFT_SAVE: Named = {
  name: 'request_draft_saves',
  text: `with v as (
  select * from unnest($1::int8[], $2::jsonb[], $3::int[], $4::int[], $5::int[], $6::int[], $7::date[])
    with ordinality as v(request_id, changes, owner, version, suap_check, initiative_check, expires, i)),
changed as (
  update requests r set
    ${SET},
    version = r.version + 1, updated_on = now(), draft_expires_on = v.expires
  from v
  where r.request_id = v.request_id and r.user_id = v.owner and r.state_id = 1 and r.version = v.version
    and (v.suap_check is null or exists (select 1 from suap s where s.suap_id = v.suap_check and s.type = 'INT'))
    and (v.initiative_check is null
      or exists (select 1 from initiatives i where i.initiative_id = v.initiative_check))
  returning r.*, v.i)
select ${VIEW_COLUMNS}, r.i from ${viewJoins('changed')}`,
};

/** The position of a row's save among the values (1-based), after VIEW_COLUMNS. */
export const SAVE_POSITION = VIEW_WIDTH;

export interface DraftSave {
  requestId: number;
  ownerUserId: number;
  version: number;
  columns: RequestColumns;
  draftExpiresOn: string;
}

/** The values of DRAFT_SAVE for `saves` (already in request order). */
export function draftSaveValues(saves: readonly DraftSave[]): unknown[] {
  const column = <T>(read: (save: DraftSave) => T) => saves.map(read);
  return [
    column((save) => save.requestId),
    column((save) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(changedColumns(save.columns)).filter(([, value]) => value !== undefined),
        ),
      ),
    ),
    column((save) => save.ownerUserId),
    column((save) => save.version),
    column((save) => save.columns.suapId ?? null),
    column((save) => save.columns.initiativeId ?? null),
    column((save) => save.draftExpiresOn),
  ];
}
