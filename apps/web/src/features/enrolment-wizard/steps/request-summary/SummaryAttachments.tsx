import { useTranslation } from 'react-i18next';
import { StageAttachments } from '../../../../components/attachments';

interface SummaryAttachmentsProps {
  /** The draft's id: it exists from the first step's save; without it there is nothing to attach to yet. */
  requestId: number | undefined;
  onBusyChange: (busy: boolean) => void;
}

/**
 * The documents sent with the request (issue 29), on the summary, before the declaration and the send: they are
 * optional, so they change no step's status; the send hands them in.
 */
export function SummaryAttachments({ requestId, onBusyChange }: SummaryAttachmentsProps) {
  const { t } = useTranslation();
  return (
    <section className="card card-bg mb-4" aria-labelledby="summary-attachments">
      <div className="card-body">
        <h2 id="summary-attachments" className="h4 mb-3">
          {t('attachments.section.title')}
        </h2>
        <p>{t('attachments.section.application-intro')}</p>
        {requestId === undefined ? (
          <p className="mb-0">{t('attachments.section.no-draft')}</p>
        ) : (
          <StageAttachments requestId={requestId} stage="application" onBusyChange={onBusyChange} />
        )}
      </div>
    </section>
  );
}
