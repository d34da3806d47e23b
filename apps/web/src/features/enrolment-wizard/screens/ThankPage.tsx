import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, NotificationType } from '@suap/shared';
import { PageLoading } from '../../../components/spinner/GlobalSpinner';
import { useLanguage } from '../../../lib/use-language';
import { WizardLayout } from '../layout/WizardLayout';
import { useDownloadRecap } from '../steps/thank-page/use-download-recap';
import { outsidePaths } from '../steps/use-go-to-step';
import { useWizardStep } from '../steps/use-wizard-step';

/** The hidden last step: the reference code first, what happens next, the private area and the PDF recap. */
export default function ThankPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const wizard = useWizardStep('thank-page');
  const download = useDownloadRecap();
  if (!wizard.ready || !wizard.navigation || !wizard.draft) return <PageLoading />;
  const { draft } = wizard;
  const contact = draft.procedureNotification;
  const channel = t(
    contact?.typeId === NotificationType.PEC
      ? 'enrolment.thank-page.by-pec'
      : 'enrolment.thank-page.by-email',
  );

  return (
    <WizardLayout step="thank-page" navigation={wizard.navigation} showMenu={false} showBack={false}>
      <div className="alert alert-success mb-4" role="status">
        <p className="mb-1">{t('enrolment.thank-page.sent')}</p>
        <p className="mb-1">{t('enrolment.thank-page.reference-label')}</p>
        <p className="suap-reference-code mb-0">{draft.referenceCode}</p>
        {draft.sentRequestDate && (
          <p className="mb-0 mt-2 small">
            {t('enrolment.thank-page.sent-on', { date: formatDateTime(draft.sentRequestDate) })}
          </p>
        )}
      </div>
      <section aria-labelledby="thank-next" className="mb-4">
        <h2 id="thank-next" className="h4">
          {t('enrolment.thank-page.next-title')}
        </h2>
        <p>{t('enrolment.thank-page.next-suap', { suap: draft.suap?.name ?? '' })}</p>
        <p>{t('enrolment.thank-page.next-contact', { channel, address: contact?.address ?? '' })}</p>
        <p>{t('enrolment.thank-page.next-private-area')}</p>
      </section>
      <div className="d-flex flex-column flex-sm-row gap-2">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => draft.requestId !== undefined && void download(draft.requestId, draft.referenceCode)}
        >
          {t('enrolment.thank-page.download')}
        </button>
        <Link className="btn btn-outline-primary" to={outsidePaths.privateArea(lang)}>
          {t('enrolment.thank-page.private-area')}
        </Link>
      </div>
    </WizardLayout>
  );
}
