import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDateTime, type Attachment, type AttachmentContentType } from '@suap/shared';
import { useLanguage } from '../../lib/use-language';
import { Icon, type IconName } from '../icon/Icon';
import { sizeText, typeText } from './attachment-text';
import { SignatureSummary } from './SignatureSummary';
import './attachments.css';

const FILE_ICONS: Record<AttachmentContentType, IconName> = {
  'application/pdf': 'it-file-pdf',
  'application/pkcs7-mime': 'it-file-signed',
  'image/jpeg': 'it-file-image',
  'image/png': 'it-file-image',
};

export interface AttachmentListProps {
  attachments: readonly Attachment[];
  /** Whether the server scans files (the reply's limits.scanned): when not, the list says so once. */
  scanned: boolean;
  /** False where the caller says it once for several lists (NotScannedNote). */
  scanNote?: boolean;
  onDownload: (attachment: Attachment) => void;
  /** Offered for the documents not handed in yet (historyId null); absent where nothing can be removed. */
  onRemove?: (attachment: Attachment) => void;
  /** The document whose removal is under way: its button waits. */
  removingId?: number | null;
  /** Said instead of an empty list. */
  emptyText: string;
  /** The id of the heading that names the list. */
  labelledBy?: string;
}

/** Said once where files are not scanned at all, instead of on every file. */
export function NotScannedNote() {
  const { t } = useTranslation();
  return (
    <p className="small suap-attachment-line">
      <Icon name="it-warning-circle" size="sm" className="me-1" />
      {t('attachments.list.not-scanned')}
    </p>
  );
}

/** The antivirus outcome of one file, when the list as a whole does not already say that none is checked. */
function scanNote(attachment: Attachment, scanned: boolean, t: TFunction) {
  if (attachment.scan === 'clean') return t('attachments.list.scan-clean');
  return scanned ? t('attachments.list.scan-missing') : null;
}

/**
 * Documents added to a request: the name downloads the file, then its type, size and when it was added, its
 * signatures in words and whether an antivirus checked it; a document not handed in yet can be removed, with the
 * file named on the button ("Rimuovi planimetria.pdf") so that nobody removes the wrong one.
 */
export function AttachmentList(props: AttachmentListProps) {
  const { attachments, scanned, scanNote: withScanNote = true, onDownload, onRemove, emptyText } = props;
  const { removingId = null, labelledBy } = props;
  const { t } = useTranslation();
  const lang = useLanguage();
  if (attachments.length === 0) return <p className="mb-0">{emptyText}</p>;
  return (
    <>
      {!scanned && withScanNote && <NotScannedNote />}
      <ul className="list-unstyled mb-0 suap-attachments" aria-labelledby={labelledBy}>
        {attachments.map((attachment) => {
          const note = scanNote(attachment, scanned, t);
          const removable = onRemove && attachment.historyId === null;
          return (
            <li key={attachment.attachmentId} className="suap-attachment">
              <Icon name={FILE_ICONS[attachment.contentType]} className="suap-attachment-icon" />
              <div className="suap-attachment-body">
                <button
                  type="button"
                  className="btn btn-link p-0 text-start suap-attachment-name"
                  onClick={() => onDownload(attachment)}
                >
                  <span className="visually-hidden">{t('attachments.list.download')}</span>{' '}
                  {attachment.fileName}
                </button>
                <p className="small mb-1">
                  {t('attachments.list.facts', {
                    type: typeText(attachment.contentType, t),
                    size: sizeText(attachment.size, lang),
                    date: formatDateTime(attachment.uploadedAt),
                  })}
                </p>
                <SignatureSummary attachment={attachment} />
                {note && <p className="small mb-0 mt-1">{note}</p>}
              </div>
              {removable && (
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm suap-attachment-remove"
                  disabled={removingId === attachment.attachmentId}
                  onClick={() => onRemove(attachment)}
                >
                  <Icon name="it-delete" size="sm" className="me-1" />
                  {t('attachments.list.remove')}{' '}
                  <span className="visually-hidden">{attachment.fileName}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
