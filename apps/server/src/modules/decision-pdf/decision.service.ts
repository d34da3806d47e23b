import type { Request } from '@suap/shared';
import { msg } from '../../lib/messages/index.js';
import { ApiError, notFound } from '../../lib/reply.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { preparedRequestViews, toRequestView, type RequestViewRow } from '../requests/index.js';
import { isDecided } from './decision-content.js';
import { fill, readRequestHistory, type RequestHistory } from '../recap-pdf/index.js';
import { DECISION_LABELS } from './decision-labels.js';

/** What the decision document is made of: the request as its owner sees it, and its whole history. */
export interface DecisionDocument {
  request: Request;
  history: RequestHistory;
}

/** 409 for a request not (yet) accepted or rejected, naming its state in the language of the call. */
function notDecided(row: RequestViewRow): ApiError {
  return new ApiError(
    409,
    'Conflict',
    (lang) =>
      fill(DECISION_LABELS[lang].notDecided, {
        state: lang === 'en' ? row.state.descriptionEn : row.state.descriptionIt,
      }),
    { reason: 'not-decided' },
  );
}

/**
 * The decision document of a request (issue 27 item 5), for its owner and for staff. Each method starts with its
 * access check: a citizen asking for someone else's request gets "not found", like the recap, so its existence is
 * never revealed; staff (any back-office profile, guaranteed by the route) may read every decided request.
 */
export function createDecisionService({ database }: ServiceDeps) {
  const views = preparedRequestViews(database.db);

  async function documentOf(row: RequestViewRow): Promise<DecisionDocument> {
    if (!isDecided(row.request.stateId)) throw notDecided(row);
    const request = toRequestView(row, row.request.language === 'en' ? 'en' : 'it');
    return { request, history: await readRequestHistory(database.db, row.request.requestId) };
  }

  return {
    async forCitizen(userId: number, requestId: number): Promise<DecisionDocument> {
      const [row] = await views.byId(requestId);
      if (!row || row.request.userId !== userId) throw notFound(msg('request.not-found'));
      return documentOf(row);
    },

    async forStaff(requestId: number): Promise<DecisionDocument> {
      const [row] = await views.byId(requestId);
      if (!row) throw notFound(msg('request.not-found'));
      return documentOf(row);
    },
  };
}

export type DecisionService = ReturnType<typeof createDecisionService>;
