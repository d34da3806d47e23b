import { addDaysToIsoDate, isoDateInRome, STATES_WITH_CITIZEN_TERM } from '@suap/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationOutbox, requests } from '../../db/schema.js';

/**
 * Writes a reminder for every open term (integration request, 10-bis notice) that ends within `daysBefore` days
 * and has none yet: one statement, so the reminder and the check that it is the first are one step; the outbox's
 * unique index on (request, term) keeps a second instance or a second run from writing it twice. A term announced
 * less than a day ago is not reminded yet: the announcement itself is the news. Returns how many were written.
 */
export async function writeTermReminders(
  db: Db,
  options: { daysBefore: number; now?: Date },
): Promise<number> {
  const today = isoDateInRome(options.now ?? new Date());
  const until = addDaysToIsoDate(today, options.daysBefore);
  // Literal numbers, as in the partial index requests_open_term_idx, so the planner can use it.
  const states = sql.raw(STATES_WITH_CITIZEN_TERM.join(', '));
  const written = await db.execute(sql`
    insert into ${notificationOutbox} (request_id, event, channel, recipient, language, due_on)
    select r.request_id, 'termReminder', r.notification_type_id, r.notification_address, r.language, r.term_due_on
      from ${requests} as r
     where r.term_expired_at is null and r.state_id in (${states})
       and r.term_due_on >= ${today}::date and r.term_due_on <= ${until}::date
       and r.notification_type_id is not null and r.notification_address is not null
       and not exists (
         select 1 from ${notificationOutbox} as announced
          where announced.request_id = r.request_id and announced.due_on = r.term_due_on
            and announced.event in ('integrationRequested', 'refusalNotice')
            and announced.created_at > now() - interval '1 day')
    on conflict do nothing`);
  return written.rowCount ?? 0;
}
