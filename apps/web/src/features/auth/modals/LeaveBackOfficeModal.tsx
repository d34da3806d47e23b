import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalComponentProps } from '../../../components/modal';
import { leaveBackOffice } from '../../../lib/session';

/**
 * SPEC §4 keeps a back-office session off other pages; a link to one (Home, Support, the footer pages) asks first,
 * like the explicit logout. Staying (the first button, focused first; also Escape and the close button) goes back
 * to the back-office page (lib/session/route-guard.ts); confirming clears the session and shows the page.
 */
export function LeaveBackOfficeModal({ close, titleId }: ModalComponentProps) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const confirm = () => {
    setLeaving(true);
    void leaveBackOffice().finally(close);
  };
  return (
    <>
      <div className="modal-body">
        <h2 id={titleId} className="h4">
          {t('auth.leave-back-office.title')}
        </h2>
        <p className="mb-0">{t('auth.leave-back-office.description')}</p>
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={close}>
          {t('auth.leave-back-office.stay')}
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={confirm} disabled={leaving}>
          {t('auth.leave-back-office.confirm')}
        </button>
      </div>
    </>
  );
}
