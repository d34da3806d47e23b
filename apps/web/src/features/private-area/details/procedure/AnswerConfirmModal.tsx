import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CitizenAnswer } from '@suap/shared';
import { AnswerDocumentsSummary } from '../../../../components/attachments';
import { openModal, registerModal, type ModalComponentProps } from '../../../../components/modal';
import { answerTextKey } from './answer-texts';

export const ANSWER_CONFIRM_MODAL = 'private-area-answer-confirm';

export interface AnswerConfirmData {
  action: CitizenAnswer;
  /** The request answered: the dialog counts the documents the send hands in with the text. */
  requestId: number;
  /** Sends the answer; called once the dialog has closed, so focus is back on the page. */
  send: () => void;
}

/** UX.md: sending asks for confirmation in a modal ("Conferma e invia" / "Annulla"). */
export function openAnswerConfirm(data: AnswerConfirmData): void {
  openModal<AnswerConfirmData>({ component: ANSWER_CONFIRM_MODAL, severity: 'warning', data });
}

/**
 * What sending means: it cannot be changed afterwards, what the SUAP does next, and which documents go with the
 * text (none is said too). ConfirmDialog's layout (cancel first, which the modal host focuses, then confirm,
 * disabled once pressed), with the documents between the text and the buttons.
 */
export function AnswerConfirmModal({ data, close, titleId }: ModalComponentProps<AnswerConfirmData>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <>
      <div className="modal-body">
        <h2 id={titleId} className="h4">
          {t(answerTextKey(data.action, 'confirm-title'))}
        </h2>
        <p className="mb-0">{t(answerTextKey(data.action, 'confirm-text'))}</p>
        <AnswerDocumentsSummary requestId={data.requestId} />
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={close}>
          {t('private-area.procedure.answer.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            close();
            data.send();
          }}
        >
          {t('private-area.procedure.answer.confirm')}
        </button>
      </div>
    </>
  );
}

registerModal(ANSWER_CONFIRM_MODAL, AnswerConfirmModal);
