import type { IdpName } from '../../../lib/session';

/** Registered modal names (components/modal registry), used by the session code to queue them. */
export const AUTH_FAILED_MODAL: Record<IdpName, string> = {
  fo: 'auth-failed-front-office',
  bo: 'auth-failed-back-office',
};
export const LOGOUT_CONFIRM_MODAL = 'logout-confirm';
