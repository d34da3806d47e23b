import { PageLoading } from '../../../components/spinner/GlobalSpinner';
import { WizardLayout } from '../layout/WizardLayout';
import { SelectInitiativeForm } from '../steps/select-initiative/SelectInitiativeForm';
import { useWizardStep } from '../steps/use-wizard-step';

/** Step 2: the SUAP office and the initiative. */
export default function SelectInitiativePage() {
  const wizard = useWizardStep('select-initiative');
  if (!wizard.ready || !wizard.navigation || !wizard.draft) return <PageLoading />;
  return (
    <WizardLayout step="select-initiative" navigation={wizard.navigation} resumedFrom={wizard.resumedFrom}>
      <SelectInitiativeForm key={wizard.revision} draft={wizard.draft} />
    </WizardLayout>
  );
}
