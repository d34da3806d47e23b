import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusableElements, trapTabKey } from '../../lib/focus-trap';
import { MODAL_WIDTH_CLASSES } from '@suap/shared';
import { getModalComponent } from './modal-registry';
import { closeModal, useOpenModal, type OpenModal } from './modal-store';
import { SeverityLabel } from './SeverityLabel';

function ModalDialog({ modal }: { modal: OpenModal }) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const Component = getModalComponent(modal.component)!;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog)
      (focusableElements(dialog.querySelector('.suap-modal-content') ?? dialog)[0] ?? dialog).focus();
    document.body.classList.add('modal-open');
    const opener = modal.opener;
    return () => {
      document.body.classList.remove('modal-open');
      if (opener?.isConnected) opener.focus();
    };
  }, [modal.opener]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeModal();
    } else if (dialogRef.current) {
      trapTabKey(event, dialogRef.current);
    }
  };

  // Only a click on the overlay itself closes: a drag that ends outside the dialog must not.
  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) closeModal();
  };

  return (
    <>
      <div
        className="modal fade show d-block suap-modal"
        role="presentation"
        onMouseDown={onOverlayMouseDown}
        data-testid="modal-overlay"
      >
        <div
          ref={dialogRef}
          className={`modal-dialog modal-dialog-centered suap-modal-dialog ${MODAL_WIDTH_CLASSES.join(' ')}`}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <div className="modal-content">
            <div className="suap-modal-close">
              <button
                type="button"
                className="btn-close"
                aria-label={t('modal.close')}
                onClick={closeModal}
              />
            </div>
            {modal.severity && (
              <div className="px-4">
                <SeverityLabel severity={modal.severity} />
              </div>
            )}
            <div className="suap-modal-content">
              <Component data={modal.data} severity={modal.severity} close={closeModal} titleId={titleId} />
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop fade show" />
    </>
  );
}

/** An unknown component name is a programming slip: close instead of showing an empty dialog. */
function UnknownModal({ name }: { name: string }) {
  useEffect(() => {
    console.error(`Modal component "${name}" is not registered`);
    closeModal();
  }, [name]);
  return null;
}

/** Renders the open modal, if any, over every page (SPEC §2 modal overlay). Mount once, in the app shell. */
export function ModalHost() {
  const modal = useOpenModal();
  if (!modal) return null;
  if (!getModalComponent(modal.component)) return <UnknownModal name={modal.component} />;
  return createPortal(<ModalDialog key={modal.component} modal={modal} />, document.body);
}
