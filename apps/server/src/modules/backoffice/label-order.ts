import type { Language, RequestSortField } from '@suap/shared';
import { asc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { requests, requestStates, typesOfService } from '../../db/schema.js';

/**
 * The request list's state and type sorts follow the label the page shows ("Accettata, Inviata, Respinta" in
 * Italian, "Accepted, Rejected, Sent" in English), not the ids. There are a handful of states and types, so their
 * order in the page's language is read first (the label columns carry the Italian collation suap_it, migration
 * 0009), and each id's rank in it is the sort key (list-query.ts): one index walk per id, in request order, that
 * stops after the page, so no sort of the whole table is needed.
 */
export type LabelSortField = Extract<RequestSortField, 'stateOfRequest' | 'typeOfService'>;

export const isLabelSort = (field: RequestSortField): field is LabelSortField =>
  field === 'stateOfRequest' || field === 'typeOfService';

export const LABEL_COLUMNS: Record<LabelSortField, SQL> = {
  stateOfRequest: sql`${requests.stateId}`,
  typeOfService: sql`${requests.typeOfServiceId}`,
};

/** The ids of the states or types, in ascending order of their label in `lang` (ties by id). */
export async function labelOrder(db: Db, field: LabelSortField, lang: Language): Promise<number[]> {
  if (field === 'stateOfRequest') {
    const label = lang === 'en' ? requestStates.descriptionEn : requestStates.descriptionIt;
    const rows = await db
      .select({ id: requestStates.stateId })
      .from(requestStates)
      .orderBy(asc(label), asc(requestStates.stateId));
    return rows.map((row) => row.id);
  }
  const label = lang === 'en' ? typesOfService.nameEn : typesOfService.nameIt;
  const rows = await db
    .select({ id: typesOfService.typeOfServiceId })
    .from(typesOfService)
    .orderBy(asc(label), asc(typesOfService.typeOfServiceId));
  return rows.map((row) => row.id);
}

/** Ids are written as literals: `state_id = 3` must be seen by the planner to pick that slice of an index. */
export function literal(id: number): SQL {
  if (!Number.isInteger(id)) throw new TypeError(`not an id: ${String(id)}`);
  return sql.raw(String(id));
}

/** The label's rank of each row (0 = first label), for sorting the rows a free-text filter matched. */
export function rankOf(field: LabelSortField, order: readonly number[]): SQL {
  const whens = order.map((id, rank) => sql`when ${literal(id)} then ${literal(rank)}`);
  return sql`(case ${LABEL_COLUMNS[field]} ${sql.join(whens, sql` `)} end)`;
}
