import { registerModal } from '../../../components/modal';
// The leave-back-office dialog is opened by the route guard (lib/session), which names it.
import { LEAVE_BACK_OFFICE_MODAL } from '../../../lib/session';
import { AUTH_FAILED_MODAL, LOGOUT_CONFIRM_MODAL } from './auth-modal-names';
import { BackOfficeAuthFailedModal, FrontOfficeAuthFailedModal } from './AuthFailedModal';
import { LeaveBackOfficeModal } from './LeaveBackOfficeModal';
import { LogoutConfirmModal } from './LogoutConfirmModal';

// Registered when the shell loads: a queued authentication-failed modal opens on whatever page comes next.
registerModal(AUTH_FAILED_MODAL.fo, FrontOfficeAuthFailedModal);
registerModal(AUTH_FAILED_MODAL.bo, BackOfficeAuthFailedModal);
registerModal(LOGOUT_CONFIRM_MODAL, LogoutConfirmModal);
registerModal(LEAVE_BACK_OFFICE_MODAL, LeaveBackOfficeModal);
