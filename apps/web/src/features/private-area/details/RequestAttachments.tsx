import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '@suap/shared';
import { AttachmentList, HandedInAttachments, useAttachmentDownload } from '../../../components/attachments';
import { RetrieveError } from '../../../components/retrieve-error/RetrieveError';
import { useAttachments } from '../../../lib/api/attachments';

interface RequestAttachmentsProps {
  requestId: number;
  /** A draft shows what is attached so far; a sent request what each step handed in. */
  draft: boolean;
  /** The procedure's history (sent requests): it names the step that handed in each group; undefined until read. */
  history: readonly HistoryEntry[] | undefined;
  /** The history is being read (first, or again after an answer): the groups it does not name yet wait for it. */
  historyLoading: boolean;
}

/**
 * The documents of the citizen's own request (issue 29), to download: those sent with the request, then those
 * of each answer, under the step that handed them in. The answer's documents not sent yet are in the answer
 * form above, where they can still be removed; a draft's are changed by resuming it.
 */
export function RequestAttachments({ requestId, draft, history, historyLoading }: RequestAttachmentsProps) {
  const { t } = useTranslation();
  const id = useId();
  const query = useAttachments('citizen', requestId);
  const download = useAttachmentDownload('citizen', requestId);
  if (query.isPending) return null; // the global spinner speaks for the page meanwhile

  let content;
  if (!query.data)
    content = (
      <RetrieveError description={t('attachments.section.load-error')} onRetry={() => void query.refetch()} />
    );
  else if (draft) {
    const { attachments, limits } = query.data;
    content = (
      <>
        <p>{t('attachments.groups.draft-note')}</p>
        <AttachmentList
          attachments={attachments.filter((attachment) => attachment.stage === 'application')}
          scanned={limits.scanned}
          onDownload={download}
          emptyText={t('attachments.list.empty')}
          labelledBy={id}
        />
      </>
    );
  } else
    content = (
      <HandedInAttachments
        scope="citizen"
        requestId={requestId}
        attachments={query.data.attachments}
        scanned={query.data.limits.scanned}
        history={history}
        historyLoading={historyLoading}
        emptyText={t('attachments.groups.empty')}
      />
    );

  return (
    <section className="card card-bg mb-4" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h4 mb-3">
          {t(draft ? 'attachments.section.title' : 'attachments.groups.title')}
        </h2>
        {content}
      </div>
    </section>
  );
}
