export {
  guardAction,
  isBackOfficePage,
  LEAVE_BACK_OFFICE_MODAL,
  leaveBackOffice,
  useRouteGuard,
  type GuardAction,
  type GuardedRoute,
} from './route-guard';
export { queueInitModal, useOnInitModal } from './on-init-modal';
export {
  browserNavigation,
  clearSession,
  endServerSession,
  extend,
  login,
  logout,
  refreshSession,
  resetLeaving,
} from './session-actions';
export {
  CALLBACK_PATHS,
  exchangeCode,
  fetchSession,
  identityMatch,
  loginStartHref,
  LOGOUT_CALLBACK_PATH,
} from './session-api';
export { sessionState, useSessionState } from './session-state';
export type { IdpName, LoginReply, SessionReply, SessionState, SessionTimes } from './session-types';
export { asStoredUser } from './stored-user';
export { useSession, type UseSession } from './use-session';
export { useFrontOfficeLoginHref } from './use-login-href';
