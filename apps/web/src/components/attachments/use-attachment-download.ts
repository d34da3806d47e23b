import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@suap/shared';
import { fetchAttachmentFile, type AttachmentScope } from '../../lib/api/attachments';
import { usePdfDownload } from '../pdf-download/use-pdf-download';

/**
 * Downloads a document under its own name, through the citizen's or the staff's path. Fetched rather than
 * linked: a refusal (the stored file no longer matches its fingerprint, the session ended) is then an alert on
 * the page instead of a JSON page or a broken file in the downloads.
 */
export function useAttachmentDownload(scope: AttachmentScope, requestId: number) {
  const { t } = useTranslation();
  const download = usePdfDownload();
  return useCallback(
    (attachment: Attachment) =>
      void download({
        fetchPdf: () => fetchAttachmentFile(scope, requestId, attachment.attachmentId),
        fileName: () => attachment.fileName,
        failure: {
          title: t('attachments.list.download-failed.title'),
          description: t('attachments.list.download-failed.description'),
        },
      }),
    [scope, requestId, t, download],
  );
}
