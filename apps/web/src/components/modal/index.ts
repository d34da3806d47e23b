import { ALERT_MODAL, AlertModal } from './AlertModal';
import { registerModal } from './modal-registry';

registerModal(ALERT_MODAL, AlertModal);

export { ALERT_MODAL, type AlertModalData } from './AlertModal';
export { ConfirmDialog } from './ConfirmDialog';
export { ModalHost } from './ModalHost';
export {
  getModalComponent,
  registerModal,
  unregisterModal,
  type ModalComponentProps,
} from './modal-registry';
export { closeModal, modalStore, openModal, useOpenModal, type ModalRequest } from './modal-store';
