import { useTranslation } from 'react-i18next';
import { openModal, registerModal, type ModalComponentProps } from '../../../components/modal';

export const SEND_CONFIRM_MODAL = 'enrolment-send-confirm';

export interface SendConfirmData {
  suapName: string;
  confirm: () => void;
}

export function openSendConfirm(data: SendConfirmData): void {
  openModal<SendConfirmData>({ component: SEND_CONFIRM_MODAL, data });
}

/** UX.md: sending asks for confirmation ("Conferma e invia" / "Annulla"). */
export function SendConfirmModal({ data, close, titleId }: ModalComponentProps<SendConfirmData>) {
  const { t } = useTranslation();
  const confirm = () => {
    close();
    data.confirm();
  };
  return (
    <>
      <div className="modal-body">
        <h2 id={titleId} className="h4">
          {t('enrolment.send-confirm.title')}
        </h2>
        <p className="mb-0">{t('enrolment.send-confirm.description', { suap: data.suapName })}</p>
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={close}>
          {t('enrolment.send-confirm.cancel')}
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={confirm}>
          {t('enrolment.send-confirm.confirm')}
        </button>
      </div>
    </>
  );
}

registerModal(SEND_CONFIRM_MODAL, SendConfirmModal);
