import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalComponentProps } from '../../../components/modal';
import { useSession } from '../../../lib/session';

/** SPEC §4: back-office logout asks for confirmation first. */
export function LogoutConfirmModal({ close, titleId }: ModalComponentProps) {
  const { t } = useTranslation();
  const { logout } = useSession();
  const [leaving, setLeaving] = useState(false);
  const confirm = () => {
    setLeaving(true);
    void logout();
  };
  return (
    <>
      <div className="modal-body">
        <h2 id={titleId} className="h4">
          {t('auth.logout-confirm.title')}
        </h2>
        <p className="mb-0">{t('auth.logout-confirm.description')}</p>
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={close}>
          {t('auth.logout-confirm.cancel')}
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={confirm} disabled={leaving}>
          {t('auth.logout-confirm.confirm')}
        </button>
      </div>
    </>
  );
}
