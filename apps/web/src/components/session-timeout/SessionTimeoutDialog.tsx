import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { trapTabKey } from '../../lib/focus-trap';
import { formatCountdown } from './timeout-timing';
import './session-timeout.css';

interface SessionTimeoutDialogProps {
  remainingMs: number;
  busy: boolean;
  onStay: () => void;
  onLogout: () => void;
}

/**
 * The warning itself: an alert dialog that takes focus (so screen readers announce it), keeps Tab inside and
 * gives focus back where it was. Escape means "stay logged in", the choice that loses nothing.
 */
export function SessionTimeoutDialog({ remainingMs, busy, onStay, onLogout }: SessionTimeoutDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stayRef.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onStay();
    } else if (dialogRef.current) {
      trapTabKey(event, dialogRef.current);
    }
  };

  return createPortal(
    <>
      <div className="modal fade show d-block suap-modal" role="presentation">
        <div
          ref={dialogRef}
          className="modal-dialog modal-dialog-centered suap-modal-dialog col-12 col-md-10 col-lg-8"
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <div className="modal-content">
            <div className="modal-body">
              <h2 id={titleId} className="h4">
                {t('session-timeout.title')}
              </h2>
              <p id={descriptionId}>{t('session-timeout.description')}</p>
              <p className="mb-0">
                {t('session-timeout.remaining')}{' '}
                <strong role="timer" className="suap-session-timer">
                  {formatCountdown(remainingMs)}
                </strong>
              </p>
            </div>
            <div className="modal-footer">
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                onClick={onLogout}
                disabled={busy}
              >
                {t('session-timeout.logout')}
              </button>
              <button
                ref={stayRef}
                type="button"
                className="btn btn-primary btn-sm"
                onClick={onStay}
                disabled={busy}
              >
                {t('session-timeout.stay')}
              </button>
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop fade show" />
    </>,
    document.body,
  );
}
