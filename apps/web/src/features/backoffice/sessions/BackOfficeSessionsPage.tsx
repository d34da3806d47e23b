import { useTranslation } from 'react-i18next';
import { BackOfficeLayout } from '../layout/BackOfficeLayout';
import { ActiveSessions } from '../../../components/active-sessions/ActiveSessions';

/** A member of staff's active sessions (route back-office-sessions, every back-office profile), from the user menu. */
export default function BackOfficeSessionsPage() {
  const { t } = useTranslation();
  return (
    <BackOfficeLayout route="back-office-sessions" title={t('sessions.title')}>
      <ActiveSessions />
    </BackOfficeLayout>
  );
}
