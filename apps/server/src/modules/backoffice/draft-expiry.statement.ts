import { VIEW_COLUMNS, viewJoins, type Named } from '../requests/index.js';

/**
 * Staff move drafts' deletion days (issue 25: one round trip for the moves of one turn of the event loop,
 * lib/turn-batch.ts): each draft is locked, its day changed and the audit entry written in one statement, which
 * answers the views with the position of their move (the column after VIEW_COLUMNS). Neither the version nor
 * updatedOn change: this is staff metadata, and must not make the citizen's open form stale. No row for a request
 * that is not (or no longer) a draft. $1 requests (in request order: rows are locked in that order), $2 the new
 * days, $3 the members of staff.
 */
export const MOVE_DRAFT_EXPIRY: Named = {
  name: 'request_draft_expiry_moves',
  text: `with v as (
  select * from unnest($1::int8[], $2::date[], $3::int[]) with ordinality as v(request_id, day, actor, i)),
before as (
  select r.request_id, r.draft_expires_on, v.day, v.actor, v.i from requests r join v on v.request_id = r.request_id
  where r.state_id = 1 order by r.request_id for update of r),
changed as (
  update requests r set draft_expires_on = b.day from before b where r.request_id = b.request_id
  returning r.*, b.i),
logged as (
  insert into audit_log (actor_user_id, action, entity, entity_id, details)
  select b.actor, 'request.draft-storage-limit', 'request', b.request_id::text,
    jsonb_build_object('from', b.draft_expires_on, 'to', b.day)
  from before b)
select ${VIEW_COLUMNS}, r.i from ${viewJoins('changed')}`,
};

export interface DraftExpiryMove {
  requestId: number;
  draftExpiresOn: string;
  actorUserId: number;
}
