import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '@suap/shared';
import { HandedInAttachments } from '../../../../components/attachments';
import { RetrieveError } from '../../../../components/retrieve-error/RetrieveError';
import { useAttachments } from '../../../../lib/api/attachments';

interface AttachmentsSectionProps {
  requestId: number;
  /**
   * The procedure's history: it names the step (the send, each answer) that handed in each group. Undefined while
   * it is read: the groups then wait for it, with no heading, rather than show a wrong one.
   */
  history: readonly HistoryEntry[] | undefined;
  /** The history is being read again (by default: while it is undefined). */
  historyLoading?: boolean;
}

/**
 * The documents the applicant handed in (issue 29), with the request and with each answer, every one with its
 * signatures in words and a download; every back-office profile reads them. What a citizen is still preparing
 * is not theirs to see.
 */
export function AttachmentsSection({ requestId, history, historyLoading }: AttachmentsSectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const query = useAttachments('staff', requestId);
  // While the first answer is awaited the global spinner speaks for the page, as for the procedure.
  if (query.isPending) return null;
  return (
    <section className="card card-bg mb-4" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h4 mb-3">
          {t('attachments.groups.title')}
        </h2>
        {query.data ? (
          <HandedInAttachments
            scope="staff"
            requestId={requestId}
            attachments={query.data.attachments}
            scanned={query.data.limits.scanned}
            history={history}
            historyLoading={historyLoading}
            emptyText={t('attachments.groups.staff-empty')}
          />
        ) : (
          <RetrieveError
            description={t('attachments.section.load-error')}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    </section>
  );
}
