import { useTranslation } from 'react-i18next';
import type { CitizenAction } from '@suap/shared';
import {
  ConfirmDialog,
  openModal,
  registerModal,
  type ModalComponentProps,
} from '../../../../components/modal';
import { answerTextKey } from './answer-texts';

export const ANSWER_CONFIRM_MODAL = 'private-area-answer-confirm';

export interface AnswerConfirmData {
  action: CitizenAction;
  /** Sends the answer; called once the dialog has closed, so focus is back on the page. */
  send: () => void;
}

/** UX.md: sending asks for confirmation in a modal ("Conferma e invia" / "Annulla"). */
export function openAnswerConfirm(data: AnswerConfirmData): void {
  openModal<AnswerConfirmData>({ component: ANSWER_CONFIRM_MODAL, severity: 'warning', data });
}

/** What sending means: it cannot be changed afterwards, and what the SUAP does next. */
export function AnswerConfirmModal({ data, close, titleId }: ModalComponentProps<AnswerConfirmData>) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      titleId={titleId}
      title={t(answerTextKey(data.action, 'confirm-title'))}
      text={t(answerTextKey(data.action, 'confirm-text'))}
      cancelLabel={t('private-area.procedure.answer.cancel')}
      confirmLabel={t('private-area.procedure.answer.confirm')}
      onCancel={close}
      onConfirm={() => {
        close();
        data.send();
      }}
    />
  );
}

registerModal(ANSWER_CONFIRM_MODAL, AnswerConfirmModal);
