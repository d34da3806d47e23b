import { PageLoading } from '../../../components/spinner/GlobalSpinner';
import { WizardLayout } from '../layout/WizardLayout';
import { NotificationContactsForm } from '../steps/notification-contacts/NotificationContactsForm';
import { useWizardStep } from '../steps/use-wizard-step';

/** Step 1: how the SUAP will write to the person (SPEC §4 notification contacts). */
export default function NotificationContactsPage() {
  const wizard = useWizardStep('notification-contacts');
  if (!wizard.ready || !wizard.navigation || !wizard.draft) return <PageLoading />;
  return (
    <WizardLayout
      step="notification-contacts"
      navigation={wizard.navigation}
      resumedFrom={wizard.resumedFrom}
    >
      <NotificationContactsForm key={wizard.revision} draft={wizard.draft} user={wizard.user} />
    </WizardLayout>
  );
}
