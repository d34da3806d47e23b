import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/spinner/GlobalSpinner';
import { useMasterData } from '../../../lib/api/reference-data';
import { useLanguage } from '../../../lib/use-language';
import { draftStore } from '../draft/draft-store';
import { WizardActions } from '../layout/WizardActions';
import { WizardLayout } from '../layout/WizardLayout';
import { openAbort } from '../modals/AbortModal';
import { useGoToStep } from '../steps/use-go-to-step';
import { useWizardStep } from '../steps/use-wizard-step';

const FORM_ID = 'enrolment-initial-summary';

/** The hidden first step (UX.md service pattern): what the person needs, how long drafts are kept, privacy. */
export default function InitialSummaryPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const wizard = useWizardStep('initial-summary');
  const goToStep = useGoToStep();
  const masterData = useMasterData();
  if (!wizard.ready || !wizard.navigation) return <PageLoading />;
  const days = masterData.data?.masterData.draftStorageDays;

  const start = (event: React.FormEvent) => {
    event.preventDefault();
    const transition = draftStore.completeWithoutSave('initial-summary');
    if (transition?.goTo) goToStep(transition.goTo, transition.delayMs);
  };

  return (
    <WizardLayout step="initial-summary" navigation={wizard.navigation} resumedFrom={wizard.resumedFrom}>
      <form id={FORM_ID} onSubmit={start} noValidate>
        <p className="lead">{t('enrolment.initial-summary.intro')}</p>
        <section aria-labelledby="enrolment-needs" className="mb-4">
          <h2 id="enrolment-needs" className="h4">
            {t('enrolment.initial-summary.needs-title')}
          </h2>
          <ul>
            <li>{t('enrolment.initial-summary.need-contact')}</li>
            <li>{t('enrolment.initial-summary.need-initiative')}</li>
            <li>{t('enrolment.initial-summary.need-suap')}</li>
            <li>{t('enrolment.initial-summary.need-company')}</li>
          </ul>
        </section>
        <section aria-labelledby="enrolment-drafts" className="mb-4">
          <h2 id="enrolment-drafts" className="h4">
            {t('enrolment.initial-summary.drafts-title')}
          </h2>
          <p>
            {days
              ? t('enrolment.initial-summary.drafts-text', { count: days })
              : t('enrolment.initial-summary.drafts-text-no-days')}
          </p>
        </section>
        <section aria-labelledby="enrolment-privacy">
          <h2 id="enrolment-privacy" className="h4">
            {t('enrolment.initial-summary.privacy-title')}
          </h2>
          <p>
            {t('enrolment.initial-summary.privacy-text')}{' '}
            <Link to={`/${lang}/privacy-policy`}>{t('enrolment.initial-summary.privacy-link')}</Link>
          </p>
        </section>
      </form>
      <WizardActions
        onAbort={() => openAbort({ existing: wizard.draft?.requestId !== undefined, process: 'startup' })}
        continueLabel={t('enrolment.actions.start')}
        formId={FORM_ID}
      />
    </WizardLayout>
  );
}
