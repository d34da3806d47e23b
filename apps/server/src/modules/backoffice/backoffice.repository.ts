import type { Language, RequestListItem, RequestSortField, RequestStateId, SortSpec } from '@suap/shared';
import type { Database } from '../../db/client.js';
import { preparedRequestViews, type RequestViewRow } from '../requests/index.js';
import { turnBatch } from '../../lib/turn-batch.js';
import { MOVE_DRAFT_EXPIRY, type DraftExpiryMove } from './draft-expiry.statement.js';
import { isLabelSort, labelOrder } from './label-order.js';
import { listLines } from './list-items.js';
import type { ListSort, ListWindow, PageRead } from './list-query.js';
import { pagedStatement, pagedValues } from './paged-list.js';
import { searchPage } from './search-page.js';
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
  // The lines of every list page of one turn of the event loop in one statement (list-items.ts).
  const lines = listLines(db);
  // The moves of one turn of the event loop in one statement, in request order (draft-expiry.statement.ts).
  const moveDraftExpiries = turnBatch(
    (moves: DraftExpiryMove[]) =>
      views.perInput(MOVE_DRAFT_EXPIRY, moves, (sorted) => [
        sorted.map((move) => move.requestId),
        sorted.map((move) => move.draftExpiresOn),
        sorted.map((move) => move.actorUserId),
      ]),
    (move) => move.requestId,
  );
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

  /** A page without free text: its named statement (paged-list.ts), planned once per connection. */
  async function pagedRead(window: ListWindow): Promise<PageRead> {
    const statement = pagedStatement(window);
    const { rows } = await db.$reads.query<PageRead>({
      name: statement.name,
      text: statement.text,
      values: pagedValues(window),
    });
    const row = rows[0];
    return {
      total: Number(row?.total ?? 0),
      bounded: false,
      reversed: row?.reversed ?? false,
      ids: row?.ids ?? null,
    };
  }

  return {
    /**
     * Total and page ids (list-query.ts) as a bounded read: read-only, with the list's statement timeout, so a
     * pathological filter cannot hold the shared database (a timeout answers 503: plugins/error-handler.ts). The joins for
     * those few rows are then a prepared statement (request-views.query.ts); a row changed in between shows its
     * newer state.
     */
    async list(
      criteria: RequestListCriteria,
    ): Promise<{ rows: RequestListItem[]; totalResults: number; totalIsLowerBound: boolean }> {
      const { field, type } = criteria.sort;
      const sort: ListSort = isLabelSort(field)
        ? { field, type, order: await labelOrderOf(field, criteria.lang) }
        : { field, type };
      // A search: what each word is found through (names, initiatives) and how far it reaches, read first.
      const page = criteria.filter
        ? await searchPage(database.boundedReads, {
            ...criteria,
            sort,
            terms: await searchTermsOf(database.boundedReads, criteria.filter, criteria.states),
          })
        : await pagedRead({ ...criteria, sort });
      const totalResults = page.total;
      const totalIsLowerBound = page.bounded;
      // bigint[] arrives as strings; request ids stay far below 2^53. A page walked from the end comes reversed.
      const ids = (page.ids ?? []).map(Number);
      if (page.reversed) ids.reverse();
      return { rows: await lines(ids), totalResults, totalIsLowerBound };
    },

    async findView(requestId: number): Promise<RequestViewRow | undefined> {
      const [row] = await views.byId(requestId);
      return row;
    },

    /** Moves a draft's deletion day with its audit entry (draft-expiry.statement.ts); nothing when not a draft. */
    moveDraftExpiry: (move: DraftExpiryMove): Promise<RequestViewRow | undefined> => moveDraftExpiries(move),
  };
}

export type BackOfficeRepository = ReturnType<typeof backOfficeRepository>;
