import { useState } from 'react';

interface ConfirmDialogProps {
  /** The modal host's title id: the dialog is labelled by the title. */
  titleId: string;
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  /** Closes without acting (the modal host's close). */
  onCancel: () => void;
  /** Acts; the confirm button stays disabled from then on, as the dialog is replaced or the page leaves. */
  onConfirm: () => void;
  /**
   * An action that cannot be undone (delete, end sessions): a red confirm button, and cancel is disabled too while
   * it runs, since the outcome alert replaces the dialog.
   */
  danger?: boolean;
}

/**
 * The body of a yes/no modal: title, one sentence, cancel first (the modal host focuses it) then confirm. Used by
 * the logout and leave-back-office questions, the end-sessions and the delete-draft confirmations.
 */
export function ConfirmDialog({
  titleId,
  title,
  text,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  danger = false,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    onConfirm();
  };
  return (
    <>
      <div className="modal-body">
        <h2 id={titleId} className="h4">
          {title}
        </h2>
        <p className="mb-0">{text}</p>
      </div>
      <div className={danger ? 'modal-footer flex-wrap gap-2' : 'modal-footer'}>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={onCancel}
          disabled={danger && busy}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={danger ? 'btn btn-danger btn-sm' : 'btn btn-primary btn-sm'}
          onClick={confirm}
          disabled={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </>
  );
}
