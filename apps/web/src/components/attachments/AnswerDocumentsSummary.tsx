import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAttachments } from '../../lib/api/attachments';
import './attachments.css';

/** Up to this many documents are named one by one; more are only counted, so the dialog's buttons stay in sight. */
export const MAX_NAMED_DOCUMENTS = 5;

/**
 * What the answer's send hands in besides the text, for its confirmation: the documents added to the answer and
 * not handed in yet, counted (and named when few), or, when there are none, said plainly, so that someone who
 * forgot to attach what the SUAP asked for sees it before confirming. Read from the request's list of documents
 * (the one the answer form shows); nothing is said while it is unknown.
 */
export function AnswerDocumentsSummary({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useAttachments('citizen', requestId);
  if (!query.data) return null;
  const documents = query.data.attachments.filter(
    (attachment) => attachment.stage === 'answer' && attachment.historyId === null,
  );
  if (documents.length === 0)
    return <p className="mt-3 mb-0 fw-semibold">{t('attachments.answer-confirm.none')}</p>;
  return (
    <>
      <p id={id} className="mt-3 mb-2">
        {t('attachments.answer-confirm.count', { count: documents.length })}
      </p>
      {documents.length <= MAX_NAMED_DOCUMENTS && (
        <ul className="mb-0" aria-labelledby={id}>
          {documents.map((document) => (
            <li key={document.attachmentId} className="suap-attachment-name">
              {document.fileName}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
