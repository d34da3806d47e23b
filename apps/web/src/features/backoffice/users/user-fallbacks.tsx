import { useTranslation } from 'react-i18next';
import { RetrieveError } from '../../../components/retrieve-error/RetrieveError';

/** The user details and modify pages opened with no user chosen in the list (or one deleted since). */
export function NoUserChosen() {
  const { t } = useTranslation();
  return (
    <div className="callout warning" role="alert">
      <div className="callout-title">{t('backoffice.users.none.title')}</div>
      <p className="mb-0">{t('backoffice.users.none.description')}</p>
    </div>
  );
}

/** The chosen user could not be read (SPEC §8 retrieve error, worded for a user). */
export function UserRetrieveError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <RetrieveError description={t('retrieve-error.user-description')} onRetry={onRetry} />;
}
