import { useTranslation } from 'react-i18next';
import { ConfirmDialog, type ModalComponentProps } from '../../../components/modal';
import { useSession } from '../../../lib/session';

/** SPEC §4: back-office logout asks for confirmation first. */
export function LogoutConfirmModal({ close, titleId }: ModalComponentProps) {
  const { t } = useTranslation();
  const { logout } = useSession();
  return (
    <ConfirmDialog
      titleId={titleId}
      title={t('auth.logout-confirm.title')}
      text={t('auth.logout-confirm.description')}
      cancelLabel={t('auth.logout-confirm.cancel')}
      confirmLabel={t('auth.logout-confirm.confirm')}
      onCancel={close}
      onConfirm={() => void logout()}
    />
  );
}
