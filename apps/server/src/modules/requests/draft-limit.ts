import type { Language } from '@suap/shared';
import { ApiError } from '../../lib/reply.js';

/** The 409 `reason` of a creation refused because the citizen already has the most open drafts allowed. */
export const DRAFT_LIMIT_REASON = 'draft-limit';

// The web words the refusal itself (enrolment.draft-limit); this description serves other API clients, in the
// language of the call like the rest of the reply.
const DESCRIPTIONS: Record<Language, (limit: number) => string> = {
  it: (limit) =>
    `Hai raggiunto il numero massimo di bozze aperte (${limit}): riprendi o elimina una bozza dalla tua area personale prima di iniziarne un'altra.`,
  en: (limit) =>
    `You have reached the maximum number of open drafts (${limit}): resume or delete a draft in your personal area before starting another one.`,
};

/**
 * Creating one more draft would go past MAX_OPEN_DRAFTS_PER_CITIZEN: 409 with `reason` 'draft-limit' and the
 * `limit`, so a client can say how many drafts are allowed.
 */
export function draftLimitReached(limit: number, lang: Language): ApiError {
  return new ApiError(409, 'Conflict', DESCRIPTIONS[lang](limit), {
    reason: DRAFT_LIMIT_REASON,
    limit,
  });
}
