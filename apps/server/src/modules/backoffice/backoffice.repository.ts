import type { Language, RequestSortField, RequestStateId, SortSpec } from '@suap/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { boundedRead } from '../../db/read-only-statement.js';
import { auditLog, requests } from '../../db/schema.js';
import { preparedRequestViews, type RequestViewRow } from '../requests/index.js';
import { isLabelSort, labelOrder } from './label-order.js';
import { readPage, stateTotal, type ListSort } from './list-query.js';
import { searchTermsOf } from './search-terms.js';

export interface RequestListCriteria {
  states: readonly RequestStateId[];
  /** Free text, already trimmed; undefined for no filter. */
  filter?: string;
  sort: SortSpec<RequestSortField>;
  /** The page's language: state and type sort by the label shown in it (label-order.ts). */
  lang: Language;
  limit: number;
  offset: number;
  /** Only the requests this user is responsible for ("assigned to me"). */
  assignee?: number;
}

/** How long a label order (label-order.ts) is reused: states and types are reference data the API never writes. */
const LABEL_ORDER_TTL_MS = 5 * 60 * 1000;

export function backOfficeRepository(database: Pick<Database, 'db' | 'boundedReads'>) {
  const { db } = database;
  const views = preparedRequestViews(db);
  // The order of the state and type labels per language, read at most every LABEL_ORDER_TTL_MS (a direct database
  // edit of a label shows within that time, as for the other reference data).
  const labelOrders = new Map<string, { order: Promise<number[]>; until: number }>();
  const labelOrderOf = (field: Parameters<typeof labelOrder>[1], lang: Language) => {
    const key = `${field}:${lang}`;
    const now = Date.now();
    let kept = labelOrders.get(key);
    if (!kept || kept.until <= now) {
      kept = { order: labelOrder(db, field, lang), until: now + LABEL_ORDER_TTL_MS };
      // A failed read is not kept.
      kept.order.catch(() => labelOrders.delete(key));
      labelOrders.set(key, kept);
    }
    return kept.order;
  };

  return {
    /**
     * Total and page ids (list-query.ts) as a bounded read: read-only, with the list's statement timeout, so a
     * pathological filter cannot hold the shared database (a timeout answers 503: plugins/error-handler.ts). The joins for
     * those few rows are then a prepared statement (request-views.query.ts); a row changed in between shows its
     * newer state.
     */
    async list(
      criteria: RequestListCriteria,
    ): Promise<{ rows: RequestViewRow[]; totalResults: number; totalIsLowerBound: boolean }> {
      const { field, type } = criteria.sort;
      const sort: ListSort = isLabelSort(field)
        ? { field, type, order: await labelOrderOf(field, criteria.lang) }
        : { field, type };
      // A search: what each word is found through (names, initiatives), read first (search-terms.ts).
      const terms = criteria.filter ? await searchTermsOf(db, criteria.filter) : undefined;
      const window = { ...criteria, sort, terms };
      // Deep pages of the whole list only: is the page nearer the end? A write in between moves it by a row at most.
      const total =
        !window.filter && window.assignee === undefined && window.offset > 0
          ? Number((await boundedRead<{ total: number }>(database, stateTotal(window.states)))[0]?.total ?? 0)
          : undefined;
      const page = await readPage(window, total, (statement) => boundedRead(database, statement));
      const totalResults = page.total;
      const totalIsLowerBound = page.bounded;
      // bigint[] arrives as strings; request ids stay far below 2^53. A page walked from the end comes reversed.
      const ids = (page.ids ?? []).map(Number);
      if (page.reversed) ids.reverse();
      if (ids.length === 0) return { rows: [], totalResults, totalIsLowerBound };
      const byId = new Map((await views.byIds(ids)).map((row) => [row.request.requestId, row]));
      return { rows: ids.flatMap((id) => byId.get(id) ?? []), totalResults, totalIsLowerBound };
    },

    async findView(requestId: number): Promise<RequestViewRow | undefined> {
      const [row] = await views.byId(requestId);
      return row;
    },

    /**
     * Moves the deletion day of a draft, with its audit entry, in one transaction. Neither the version nor
     * updatedOn change: this is staff metadata, and must not make the citizen's open form stale.
     * Returns the previous day, or undefined when the request is not (or no longer) a draft.
     */
    async setDraftExpiry(
      requestId: number,
      draftExpiresOn: string,
      actorUserId: number,
    ): Promise<{ previous: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ draftExpiresOn: requests.draftExpiresOn })
          .from(requests)
          .where(and(eq(requests.requestId, requestId), eq(requests.stateId, 1)))
          .for('update');
        if (!before) return undefined;
        await tx.update(requests).set({ draftExpiresOn }).where(eq(requests.requestId, requestId));
        await tx.insert(auditLog).values({
          actorUserId,
          action: 'request.draft-storage-limit',
          entity: 'request',
          entityId: String(requestId),
          details: { from: before.draftExpiresOn, to: draftExpiresOn },
        });
        return { previous: before.draftExpiresOn };
      });
    },
  };
}

export type BackOfficeRepository = ReturnType<typeof backOfficeRepository>;
