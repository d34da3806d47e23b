import { useEffect, useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment, AttachmentListReply } from '@suap/shared';
import { useLanguage } from '../../lib/use-language';
import { ErrorSummary } from '../error-summary/ErrorSummary';
import { Icon } from '../icon/Icon';
import { fileTypeText, sizeText } from './attachment-text';
import { useUploadQueue, type UploadItem } from './use-upload-queue';
import './attachments.css';

/**
 * What the file picker offers first. The server judges each file by its content, not by this list: it only
 * spares people from picking what would be refused.
 */
const ACCEPT = '.pdf,.p7m,.jpg,.jpeg,.png,application/pdf,application/pkcs7-mime,image/jpeg,image/png';

export interface AttachmentUploadProps {
  requestId: number;
  limits: AttachmentListReply['limits'];
  /** A file was stored: the caller reads its list of documents again. */
  onUploaded: (attachment: Attachment) => void;
  /** Files are travelling (true) or all done (false): the form holds its send button meanwhile. */
  onBusyChange?: (busy: boolean) => void;
  /** While the form is being sent: nothing more can be added. */
  disabled?: boolean;
}

const errorIdOf = (item: UploadItem) => `${item.key}-error`;

function UploadRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { file, state } = item;
  return (
    <li className={`suap-upload-item suap-upload-item-${state}`}>
      <p className="mb-1">
        <span className="fw-semibold suap-attachment-name">{file.name}</span>
        <span className="d-block small">
          {t('attachments.upload.file-facts', {
            type: fileTypeText(file.name, t),
            size: sizeText(file.size, lang),
          })}
        </span>
      </p>
      {state === 'failed' ? (
        <p id={errorIdOf(item)} className="suap-field-error suap-attachment-line mb-0" tabIndex={-1}>
          <Icon name="it-error" color="danger" size="sm" className="me-1" />
          <span>
            <span className="visually-hidden">{t('form.error-prefix')} </span>
            {item.error}
          </span>
        </p>
      ) : (
        <>
          <progress
            className="suap-upload-progress"
            max={100}
            value={item.percent}
            aria-label={t('attachments.upload.progress', { name: file.name })}
          />
          <p className="small mb-0">
            {state === 'waiting'
              ? t('attachments.upload.status.waiting')
              : t('attachments.upload.status.uploading', { percent: item.percent })}
          </p>
        </>
      )}
    </li>
  );
}

/**
 * Adding documents: what is accepted is said before anything is chosen; files are chosen with a real file input
 * (visually hidden, its label shown as the button and the file chosen said in the page's language) or dropped on
 * the box around it. Each file shows its name, type, size and progress; a
 * refused one keeps the server's reason beside it. When a batch ends with refusals, a summary at the top takes
 * focus and links to each one, as the portal's forms do after a refused submit; otherwise the outcome is said
 * in a status message.
 */
export function AttachmentUpload(props: AttachmentUploadProps) {
  const { requestId, limits, onUploaded, onBusyChange, disabled = false } = props;
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const chosenId = `${id}-chosen`;
  const [dragging, setDragging] = useState(false);
  // The names of the files chosen (or dropped) last, said beside the button in the page's language.
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const queue = useUploadQueue({ requestId, maxFileBytes: limits.maxFileBytes, onUploaded });
  const { busy, finished, items } = queue;

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const add = (files: File[]) => {
    if (files.length === 0) return; // a cancelled choice keeps what was said
    setChosen(files.map((file) => file.name));
    queue.add(files);
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    add(Array.from(event.target.files ?? []));
    // The same file can be chosen again (after renaming it, say).
    event.target.value = '';
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };
  const over = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };

  const failures = busy
    ? []
    : items.flatMap((item) =>
        item.state === 'failed' ? [{ fieldId: errorIdOf(item), message: item.error ?? '' }] : [],
      );
  const succeeded = finished.batches > 0 && finished.failed === 0 && finished.added > 0;
  return (
    <div className="suap-upload">
      <ErrorSummary
        errors={failures}
        attempt={finished.failed > 0 ? finished.batches : 0}
        title={(count) => t('attachments.upload.failed-summary', { count })}
        onRefused="focus"
        className="mb-3"
      />
      <div
        className={`suap-upload-drop${dragging ? ' suap-upload-drop-active' : ''}`}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <p id={hintId} className="form-text mt-0 mb-2">
          {t('attachments.upload.accepted', {
            size: sizeText(limits.maxFileBytes, lang),
            total: sizeText(limits.maxRequestBytes, lang),
          })}
        </p>
        {/*
          The browser words its own file input in its own language ("Choose file", "Nessun file selezionato"):
          the input stays, for the keyboard and the accessibility tree, but out of sight; its label is the button
          people see, and the file chosen is said beside it in the page's language.
        */}
        <div className="suap-upload-picker">
          <input
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT}
            className="visually-hidden suap-upload-input"
            aria-describedby={`${hintId} ${chosenId}`}
            disabled={disabled}
            onChange={choose}
          />
          <label
            htmlFor={inputId}
            className={`btn btn-outline-primary suap-upload-button${disabled ? ' disabled' : ''}`}
          >
            <Icon name="it-upload" size="sm" className="me-2" />
            {t('attachments.upload.label')}
          </label>
          <p id={chosenId} className="mb-0 suap-upload-chosen">
            {chosen.length === 0
              ? t('attachments.upload.none-chosen')
              : t('attachments.upload.chosen', { count: chosen.length, name: chosen[0] })}
          </p>
        </div>
        <p className="small mb-0 mt-2">
          {t(dragging ? 'attachments.upload.drop-active' : 'attachments.upload.drop')}
        </p>
      </div>
      {items.length > 0 && (
        <ul
          className="list-unstyled mb-0 mt-3 suap-upload-list"
          aria-label={t('attachments.upload.list-label')}
        >
          {items.map((item) => (
            <UploadRow key={item.key} item={item} />
          ))}
        </ul>
      )}
      {/* Always in the page, so that screen readers hear what is written into it. */}
      <p className="visually-hidden" role="status">
        {/* A new element for each batch: the same words are announced again. */}
        {succeeded && (
          <span key={finished.batches}>{t('attachments.upload.done', { count: finished.added })}</span>
        )}
      </p>
    </div>
  );
}
