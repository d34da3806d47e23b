import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Attachment, AttachmentStage } from '@suap/shared';
import { isApiError } from '../../lib/api';
import { deleteAttachment, reloadAttachments, useAttachments } from '../../lib/api/attachments';
import { useLanguage } from '../../lib/use-language';
import { RetrieveError } from '../retrieve-error/RetrieveError';
import { AttachmentList } from './AttachmentList';
import { AttachmentUpload } from './AttachmentUpload';
import { useAttachmentDownload } from './use-attachment-download';

export interface StageAttachmentsProps {
  requestId: number;
  /** 'application': the draft's documents; 'answer': those of the answer the SUAP waits for. */
  stage: AttachmentStage;
  /** The level of the two headings ("Documents added", "Add documents"): one below the section's. */
  headingLevel?: 3 | 4;
  onBusyChange?: (busy: boolean) => void;
  /** While the form around is being sent. */
  disabled?: boolean;
}

type Removal = { name: string; ok: true } | { name: string; ok: false; reason: string | null };

/**
 * The documents a citizen is adding to one stage of their request, not handed in yet: the list (each can be
 * downloaded or removed) and the upload. Removing a document takes its button away: focus moves to the sentence
 * that says what happened, so keyboard and screen-reader users are not left at the top of the page.
 */
export function StageAttachments(props: StageAttachmentsProps) {
  const { requestId, stage, headingLevel = 3, onBusyChange, disabled = false } = props;
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const queryClient = useQueryClient();
  const query = useAttachments('citizen', requestId);
  const download = useAttachmentDownload('citizen', requestId);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const remove = useMutation({
    mutationFn: (attachment: Attachment) => deleteAttachment(requestId, attachment.attachmentId, lang),
    onSuccess: (_reply, attachment) => setRemoval({ name: attachment.fileName, ok: true }),
    onError: (error, attachment) =>
      setRemoval({
        name: attachment.fileName,
        ok: false,
        reason: isApiError(error) && error.reply !== undefined ? error.status.description : null,
      }),
    // Either way the list is read again: a refusal may mean the request moved on (sent from another tab).
    onSettled: () => reloadAttachments(queryClient, 'citizen', requestId),
  });

  useEffect(() => {
    if (removal) outcome.current?.focus();
  }, [removal]);

  if (query.isPending) return null; // the global spinner speaks for the page meanwhile
  if (!query.data)
    return (
      <RetrieveError description={t('attachments.section.load-error')} onRetry={() => void query.refetch()} />
    );

  const { attachments, limits } = query.data;
  const own = attachments.filter((attachment) => attachment.stage === stage && attachment.historyId === null);
  const Heading = `h${headingLevel}` as const;
  const headingClass = headingLevel === 3 ? 'h5' : 'h6';
  return (
    <>
      <Heading id={`${id}-added`} className={`${headingClass} mb-3`}>
        {t('attachments.section.added-title')}
      </Heading>
      {removal && (
        <div
          ref={outcome}
          tabIndex={-1}
          role={removal.ok ? 'status' : 'alert'}
          className={`alert ${removal.ok ? 'alert-success' : 'alert-danger'} mb-3`}
        >
          {removal.ok
            ? t('attachments.list.removed', { name: removal.name })
            : [t('attachments.list.remove-failed', { name: removal.name }), removal.reason]
                .filter(Boolean)
                .join(' ')}
        </div>
      )}
      <AttachmentList
        attachments={own}
        scanned={limits.scanned}
        onDownload={download}
        onRemove={
          disabled
            ? undefined
            : (attachment) => {
                setRemoval(null);
                remove.mutate(attachment);
              }
        }
        removingId={remove.isPending ? (remove.variables?.attachmentId ?? null) : null}
        emptyText={t('attachments.list.empty')}
        labelledBy={`${id}-added`}
      />
      <Heading className={`${headingClass} mt-4 mb-3`}>{t('attachments.section.add-title')}</Heading>
      <AttachmentUpload
        requestId={requestId}
        limits={limits}
        onUploaded={() => {
          setRemoval(null);
          void reloadAttachments(queryClient, 'citizen', requestId);
        }}
        onBusyChange={onBusyChange}
        disabled={disabled}
      />
    </>
  );
}
