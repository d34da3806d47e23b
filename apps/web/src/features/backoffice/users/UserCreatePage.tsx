import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { userListPath } from '../back-office-links';
import { BackOfficeLayout } from '../layout/BackOfficeLayout';
import { UserForm } from './form/UserForm';
import { EMPTY_USER_FORM } from './form/user-form';
import { useSaveUser } from './use-save-user';

/** Back-office user creation (route back-office-user-create, administrators only). */
export default function UserCreatePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const save = useSaveUser();
  return (
    <BackOfficeLayout
      route="back-office-user-create"
      title={t('backoffice.users.create-title')}
      before={
        <p className="mb-3">
          <Link to={userListPath(lang)}>{t('backoffice.users.back')}</Link>
        </p>
      }
    >
      <UserForm
        defaultValues={EMPTY_USER_FORM}
        submitLabel={t('backoffice.user-form.create')}
        cancelTo={userListPath(lang)}
        onSave={save}
      />
    </BackOfficeLayout>
  );
}
