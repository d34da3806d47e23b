import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, isBackOfficeProfile, isFrontOfficeProfile } from '@suap/shared';
import { SessionDependent } from '../../lib/prerendering';
import { useFrontOfficeLoginHref, useSession } from '../../lib/session';
import { Icon } from '../icon/Icon';
import { usePendingDraft } from './use-pending-draft';

export interface LoginBoxProps {
  /** Where "file a new request" leads (the first step of the startup flow). */
  startHref: string;
  privateAreaHref: string;
  headingLevel?: 2 | 3;
}

function PendingNotice({ date, privateAreaHref }: { date: string; privateAreaHref: string }) {
  const { t } = useTranslation();
  return (
    <div className="callout warning mt-4 mb-0" role="status">
      <div className="callout-title">
        <Icon name="it-warning-circle" />
        <span className="text">{t('login-box.pending-title')}</span>
      </div>
      <p className="font-sans-serif mb-2">{t('login-box.pending-text', { date })}</p>
      <Link to={privateAreaHref}>{t('login-box.private-area')}</Link>
    </div>
  );
}

/** A logged-in citizen: welcome, start button and, when a draft exists, the 'practice pending' notice. */
function CitizenBox({ startHref, privateAreaHref }: Omit<LoginBoxProps, 'headingLevel'>) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { draft, isError } = usePendingDraft(user?.userId);
  const name = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim();
  return (
    <>
      <p>{t('login-box.logged-in', { name })}</p>
      <Link className="btn btn-primary" to={startHref}>
        {t('login-box.start')}
      </Link>
      {draft && <PendingNotice date={formatDate(draft.updatedOn)} privateAreaHref={privateAreaHref} />}
      {isError && (
        <p className="mt-3 mb-0" role="status">
          {t('login-box.drafts-error')}
        </p>
      )}
    </>
  );
}

/** The login box of the startup service page (SPEC §2): what to do next, depending on who is here. */
export function LoginBox({ startHref, privateAreaHref, headingLevel = 2 }: LoginBoxProps) {
  const { t } = useTranslation();
  const { profileId } = useSession();
  const loginHref = useFrontOfficeLoginHref();
  const Heading = `h${headingLevel}` as const;

  return (
    <section
      className="suap-login-box card card-bg rounded shadow-sm no-after"
      aria-labelledby="login-box-title"
    >
      <div className="card-body p-4">
        <Heading id="login-box-title" className="h4 mb-3">
          {t('login-box.title')}
        </Heading>
        <SessionDependent>
          {isFrontOfficeProfile(profileId) ? (
            <CitizenBox startHref={startHref} privateAreaHref={privateAreaHref} />
          ) : isBackOfficeProfile(profileId) ? (
            <p className="mb-0">{t('login-box.staff-text')}</p>
          ) : (
            <>
              <p>{t('login-box.anonymous-text')}</p>
              <a className="btn btn-primary" href={loginHref}>
                {t('login-box.login')}
              </a>
            </>
          )}
        </SessionDependent>
      </div>
    </section>
  );
}
