/** WCAG 2.2.1: warn this long before the idle session ends, so there is time to act. */
export const WARNING_BEFORE_MS = 2 * 60 * 1000;

/** A deadline further away than this after a fresh look means the user was active elsewhere (another tab). */
export const STILL_ACTIVE_SLACK_MS = 5 * 1000;

/** Milliseconds from `now` until the warning must show (0 = show now). */
export function delayUntilWarning(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - WARNING_BEFORE_MS - now);
}

/** "m:ss" for the visible countdown. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
