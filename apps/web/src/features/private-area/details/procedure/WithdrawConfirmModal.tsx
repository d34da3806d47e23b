import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  modalStore,
  openModal,
  registerModal,
  type ModalComponentProps,
} from '../../../../components/modal';

export const WITHDRAW_CONFIRM_MODAL = 'private-area-withdraw-confirm';

export interface WithdrawConfirmData {
  /** The request's reference code, so the citizen sees which request they are about to withdraw. */
  code: string;
  /**
   * Withdraws the request; it calls `closeDialog` once the server has answered, before the outcome shows on the
   * page, so that focus lands on the outcome.
   */
  withdraw: (closeDialog: () => void) => Promise<void>;
}

export function openWithdrawConfirm(data: WithdrawConfirmData): void {
  openModal<WithdrawConfirmData>({ component: WITHDRAW_CONFIRM_MODAL, severity: 'warning', data });
}

/**
 * The withdrawal's confirmation (issue 30): what it means in plain words — the procedure ends, the SUAP is told,
 * it cannot be undone. Cancel comes first and takes focus; the confirm button is red, and both stay disabled
 * while the server answers, as for the other steps that cannot be undone.
 */
export function WithdrawConfirmModal({ data, close, titleId }: ModalComponentProps<WithdrawConfirmData>) {
  const { t } = useTranslation();
  // Closes this dialog only if it is still the one open (Escape may have closed it while the call ran).
  const closeDialog = () => {
    if (modalStore.current()?.component === WITHDRAW_CONFIRM_MODAL) close();
  };
  return (
    <ConfirmDialog
      titleId={titleId}
      title={t('private-area.procedure.withdraw.confirm-title', { code: data.code })}
      text={t('private-area.procedure.withdraw.confirm-text')}
      cancelLabel={t('private-area.procedure.withdraw.cancel')}
      confirmLabel={t('private-area.procedure.withdraw.confirm')}
      onCancel={close}
      onConfirm={() => void data.withdraw(closeDialog)}
      danger
    />
  );
}

registerModal(WITHDRAW_CONFIRM_MODAL, WithdrawConfirmModal);
