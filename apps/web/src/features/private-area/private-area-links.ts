import type { Language } from '@suap/shared';
import { routePath } from '../../lib/routing/route-paths';

/** The details page of one of the citizen's requests. */
export function requestDetailsPath(requestId: number, lang: Language): string {
  return routePath('request-details', lang, { requestId });
}

/**
 * Resuming a draft goes through the wizard's entry with `?requestId=`: it loads the draft by id, rebuilds the
 * step statuses from its data (missingForStep) and opens the first incomplete step. Writing the session keys
 * from here instead would not reach a wizard already loaded in this tab, which keeps its state in memory.
 */
export function resumeDraftPath(requestId: number, lang: Language): string {
  return `${routePath('enrolment-startup', lang)}?requestId=${requestId}`;
}

export function startRequestPath(lang: Language): string {
  return routePath('enrolment-startup', lang);
}

export function privateAreaPath(lang: Language): string {
  return routePath('private-area', lang);
}
