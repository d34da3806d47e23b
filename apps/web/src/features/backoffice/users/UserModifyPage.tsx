import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserSchema } from '@suap/shared';
import { PageLoading } from '../../../components/spinner/GlobalSpinner';
import { useUser } from '../../../lib/api/backoffice';
import { useSession } from '../../../lib/session';
import { useLanguage } from '../../../lib/use-language';
import { userDetailsPath, userListPath } from '../back-office-links';
import { BackOfficeLayout } from '../layout/BackOfficeLayout';
import { canOpenRoute } from '../layout/back-office-menu';
import { useKeepSelection, useStoredSelection } from '../use-selected';
import { NoUserChosen, UserRetrieveError } from './user-fallbacks';
import { UserForm } from './form/UserForm';
import { userToForm } from './form/user-form';
import { useSaveUser } from './use-save-user';

/** Back-office user modification (route back-office-user-modify, administrators only): the selected user. */
export default function UserModifyPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { profileId } = useSession();
  const stored = useStoredSelection('selectedUser', UserSchema);
  // The form starts from the server's current copy, not from what the list saw a while ago.
  const details = useUser(stored?.userId ?? null, canOpenRoute('back-office-user-modify', profileId));
  const user = details.data?.user;
  useKeepSelection('selectedUser', user ?? stored);
  const save = useSaveUser(stored?.userId);

  let body;
  if (!stored) {
    body = <NoUserChosen />;
  } else if (details.isError) {
    body = <UserRetrieveError onRetry={() => void details.refetch()} />;
  } else if (!user) {
    body = <PageLoading />;
  } else {
    body = (
      <UserForm
        key={user.userId}
        defaultValues={userToForm(user)}
        submitLabel={t('backoffice.user-form.modify')}
        cancelTo={userDetailsPath(lang)}
        onSave={save}
      />
    );
  }

  return (
    <BackOfficeLayout
      route="back-office-user-modify"
      title={
        stored
          ? t('backoffice.users.modify-title', { name: `${stored.firstName} ${stored.lastName}` })
          : t('backoffice.users.modify-title-none')
      }
      before={
        <p className="mb-3">
          <Link to={stored ? userDetailsPath(lang) : userListPath(lang)}>
            {t(stored ? 'backoffice.users.back-details' : 'backoffice.users.back')}
          </Link>
        </p>
      }
    >
      {body}
    </BackOfficeLayout>
  );
}
