import type { Language, RequestSortField, RequestStateId, SortSpec } from '@suap/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { boundedRead } from '../../db/read-only-statement.js';
import { auditLog, requests } from '../../db/schema.js';
import { preparedRequestViews, type RequestViewRow } from '../requests/index.js';
import { isLabelSort, labelOrder } from './label-order.js';
import { listStatement, stateTotal, type ListSort } from './list-query.js';

interface PageRow {
  total: number;
  bounded: boolean;
  reversed: boolean;
  ids: string[] | null;
}

export interface RequestListCriteria {
  states: readonly RequestStateId[];
  /** Free text, already trimmed; undefined for no filter. */
  filter?: string;
  sort: SortSpec<RequestSortField>;
  /** The page's language: state and type sort by the label shown in it (label-order.ts). */
  lang: Language;
  limit: number;
  offset: number;
}

export function backOfficeRepository(database: Pick<Database, 'db' | 'boundedReads'>) {
  const { db } = database;
  const views = preparedRequestViews(db);

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
        ? { field, type, order: await labelOrder(db, field, criteria.lang) }
        : { field, type };
      const window = { ...criteria, sort };
      // Deep pages only: is the page nearer the end? A write in between moves it by a row at most.
      const total =
        !window.filter && window.offset > 0
          ? Number((await boundedRead<{ total: number }>(database, stateTotal(window.states)))[0]?.total ?? 0)
          : undefined;
      const [page] = await boundedRead<PageRow>(database, listStatement(window, total));
      const totalResults = Number(page?.total ?? 0);
      const totalIsLowerBound = page?.bounded ?? false;
      // bigint[] arrives as strings; request ids stay far below 2^53. A page walked from the end comes reversed.
      const ids = (page?.ids ?? []).map(Number);
      if (page?.reversed) ids.reverse();
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
