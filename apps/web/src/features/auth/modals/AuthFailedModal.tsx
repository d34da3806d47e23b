import { useTranslation } from 'react-i18next';
import type { ModalComponentProps } from '../../../components/modal';
import { loginStartHref, type IdpName } from '../../../lib/session';
import { useLanguage } from '../../../lib/use-language';

/**
 * SPEC §8 authentication-failed modal: why the login was refused, a button to log in again (a real link to
 * the login start, so it works like any link) and a cancel button that closes it.
 */
function AuthFailedModal({ idp, close, titleId }: { idp: IdpName } & ModalComponentProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const home = `/${lang}`;
  return (
    <>
      <div className="modal-body">
        <h2 id={titleId} className="h4">
          {t(`auth.failed.${idp}.title`)}
        </h2>
        <p>{t(`auth.failed.${idp}.description`)}</p>
        <p className="mb-0">{t(`auth.failed.${idp}.hint`)}</p>
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={close}>
          {t('auth.failed.cancel')}
        </button>
        <a className="btn btn-primary btn-sm" href={loginStartHref(idp, idp === 'fo' ? home : null, lang)}>
          {t('auth.failed.login')}
        </a>
      </div>
    </>
  );
}

export function FrontOfficeAuthFailedModal(props: ModalComponentProps) {
  return <AuthFailedModal idp="fo" {...props} />;
}

export function BackOfficeAuthFailedModal(props: ModalComponentProps) {
  return <AuthFailedModal idp="bo" {...props} />;
}
