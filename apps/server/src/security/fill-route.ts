import { apiPaths } from '@suap/shared';
import type { ApiRoute } from '../plugins/authorize.js';

/**
 * Ids that belong to citizen B (anna.verdi) in the seeded demo data, and a user id that is not the caller's.
 * `decidedRequestId` is B's accepted request: the decision-document routes get it, so that B and staff are
 * actually served a document and citizen A is refused one that exists (a draft would only answer 409).
 */
export const FOREIGN = { requestId: 11, decidedRequestId: 9, userId: 2 };

const DECISION_ROUTES: readonly string[] = [
  apiPaths.requests.decisionPdf,
  apiPaths.backOffice.decisionPdf,
].map((path) => `/api${path}`);

/** A concrete URL for a route pattern: every path parameter gets an id owned by someone else. */
export function fillRoute(route: ApiRoute, query: Record<string, string | number> = {}): string {
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) => {
    if (/user/i.test(name)) return String(FOREIGN.userId);
    if (DECISION_ROUTES.includes(route.url)) return String(FOREIGN.decidedRequestId);
    return String(FOREIGN.requestId);
  });
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}

export const hasPathParams = (route: ApiRoute) => route.url.includes(':');
export const isWrite = (route: ApiRoute) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
