import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DELAYS_MS, UserSchema, type User } from '@suap/shared';
import { DetailSectionCard, type DetailSection } from '../../../components/detail-card/DetailSectionCard';
import { openModal } from '../../../components/modal';
import type it from '../../../i18n/it.json';
import { isApiError } from '../../../lib/api';
import { useUser } from '../../../lib/api/backoffice';
import { useSession } from '../../../lib/session';
import { useLanguage } from '../../../lib/use-language';
import { userListPath, userModifyPath } from '../back-office-links';
import { BackOfficeLayout } from '../layout/BackOfficeLayout';
import { canOpenRoute } from '../layout/back-office-menu';
import { useKeepSelection, useStoredSelection } from '../use-selected';
import { NoUserChosen, UserRetrieveError } from './user-fallbacks';
import { takeUserOutcome } from './user-outcome';

function userSection(user: User, t: TFunction): DetailSection {
  const f = (name: keyof (typeof it)['backoffice']['users']['fields']) =>
    t(`backoffice.users.fields.${name}`);
  return {
    id: 'bo-user-fields',
    title: t('backoffice.users.details.section'),
    rows: [
      { label: f('first-name'), value: user.firstName },
      { label: f('last-name'), value: user.lastName },
      { label: f('fiscal-code'), value: user.fiscalCode },
      { label: f('email'), value: user.email ?? '' },
      { label: f('profile'), value: user.profile.description },
      { label: f('active'), value: t(user.active === 1 ? 'backoffice.yes' : 'backoffice.no') },
      { label: f('user-eidas-id'), value: user.userEidasId ?? '' },
      { label: f('date-of-birth'), value: user.dateOfBirth ?? '' },
      { label: f('place-of-birth'), value: user.placeOfBirth ?? '' },
      { label: f('city-of-birth'), value: user.cityOfBirth ?? '' },
      { label: f('gender'), value: user.gender ? t(`backoffice.genders.${user.gender}`) : '' },
    ],
  };
}

/** The created/modified modal, opened once this page shows its heading (focus has moved there by then). */
function useOutcomeModal(): void {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const outcome = takeUserOutcome();
      if (outcome) openModal(outcome);
    }, DELAYS_MS.modalContentCreation);
    return () => window.clearTimeout(timer);
  }, []);
}

/** Back-office user details (route back-office-user-details, administrators only): the user chosen in the list. */
export default function UserDetailsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { profileId } = useSession();
  const stored = useStoredSelection('selectedUser', UserSchema);
  const details = useUser(stored?.userId ?? null, canOpenRoute('back-office-user-details', profileId));
  const user = details.data?.user ?? stored;
  useKeepSelection('selectedUser', user);
  useOutcomeModal();
  const missing = !stored || (isApiError(details.error) && details.error.httpStatus === 404);

  let body;
  if (missing) {
    body = <NoUserChosen />;
  } else if (details.isError) {
    body = <UserRetrieveError onRetry={() => void details.refetch()} />;
  } else if (user) {
    body = (
      <>
        <div className="suap-bo-actions mb-4">
          <Link className="btn btn-primary" to={userModifyPath(lang)}>
            {t('backoffice.users.details.modify')}
          </Link>
        </div>
        <DetailSectionCard
          section={userSection(user, t)}
          notProvided={t('backoffice.not-provided')}
          listClassName="suap-bo-fields"
        />
      </>
    );
  }

  return (
    <BackOfficeLayout
      route="back-office-user-details"
      title={user ? `${user.firstName} ${user.lastName}` : t('backoffice.users.details.title')}
      before={
        <p className="mb-3">
          <Link to={userListPath(lang)}>{t('backoffice.users.back')}</Link>
        </p>
      }
    >
      {body}
    </BackOfficeLayout>
  );
}
