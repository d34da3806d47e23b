import { useTranslation } from 'react-i18next';
import { ConfirmDialog, type ModalComponentProps } from '../../../components/modal';
import { leaveBackOffice } from '../../../lib/session';

/**
 * SPEC §4 keeps a back-office session off other pages; a link to one (Home, Support, the footer pages) asks first,
 * like the explicit logout. Staying (the first button, focused first; also Escape and the close button) goes back
 * to the back-office page (lib/session/route-guard.ts); confirming clears the session and shows the page.
 */
export function LeaveBackOfficeModal({ close, titleId }: ModalComponentProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      titleId={titleId}
      title={t('auth.leave-back-office.title')}
      text={t('auth.leave-back-office.description')}
      cancelLabel={t('auth.leave-back-office.stay')}
      confirmLabel={t('auth.leave-back-office.confirm')}
      onCancel={close}
      onConfirm={() => void leaveBackOffice().finally(close)}
    />
  );
}
