import { PageLoading } from '../../../components/spinner/GlobalSpinner';
import { useSession } from '../../../lib/session';
import { WizardLayout } from '../layout/WizardLayout';
import { PersonalDataForm } from '../steps/personal-data/PersonalDataForm';
import { useWizardStep } from '../steps/use-wizard-step';

/** Step 3: the applicant's personal data. */
export default function PersonalDataPage() {
  const wizard = useWizardStep('personal-data');
  const { claims } = useSession();
  if (!wizard.ready || !wizard.navigation || !wizard.draft) return <PageLoading />;
  // Until the server has said which claims the provider gave, the fiscal code is treated as vouched for.
  const fiscalCodeLocked = claims ? Boolean(claims.fiscalCode) : true;
  return (
    <WizardLayout step="personal-data" navigation={wizard.navigation} resumedFrom={wizard.resumedFrom}>
      <PersonalDataForm
        key={wizard.revision}
        draft={wizard.draft}
        user={wizard.user}
        fiscalCodeLocked={fiscalCodeLocked}
      />
    </WizardLayout>
  );
}
