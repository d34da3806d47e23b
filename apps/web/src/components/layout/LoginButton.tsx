import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/Icon';
import { useFrontOfficeLoginHref } from '../../lib/session';

interface LoginButtonProps {
  className?: string;
  /** Where the visitor is, so the login flow can bring them back (SPEC §2 navigation rules). */
  onBeforeLogin?: () => void;
}

export function LoginButton({ className = '', onBeforeLogin }: LoginButtonProps) {
  const { t } = useTranslation();
  const loginHref = useFrontOfficeLoginHref();
  return (
    <a className={`btn btn-primary btn-icon btn-full ${className}`} href={loginHref} onClick={onBeforeLogin}>
      <span className="rounded-icon" aria-hidden="true">
        <Icon name="it-user" color="primary" />
      </span>
      <span className="d-none d-lg-block">{t('login.button')}</span>
      <span className="d-lg-none">{t('login.floating')}</span>
    </a>
  );
}
