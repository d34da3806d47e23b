import type { StaffAction } from '@suap/shared';
import type { StaffActionFormValues } from './staff-action-form';

// What staff typed in an action dialog, kept in memory (never in storage: it may hold personal data) until the
// action succeeds. A dialog closed by Escape or a stray click on the overlay, or left after a refusal, opens
// again with the text as it was: a long reason is never lost to a slip.
const drafts = new Map<string, StaffActionFormValues>();

const keyOf = (requestId: number, action: StaffAction) => `${requestId}:${action}`;

export const actionDrafts = {
  get(requestId: number, action: StaffAction): StaffActionFormValues | undefined {
    return drafts.get(keyOf(requestId, action));
  },
  set(requestId: number, action: StaffAction, values: StaffActionFormValues): void {
    drafts.set(keyOf(requestId, action), { ...values });
  },
  clear(requestId: number, action: StaffAction): void {
    drafts.delete(keyOf(requestId, action));
  },
  /** For tests: nothing carries over from one to the next. */
  clearAll(): void {
    drafts.clear();
  },
};
