import { useTranslation } from 'react-i18next';
import { isStepClickable, type EnrolmentStepName } from '@suap/shared';
import { PageLoading } from '../../../components/spinner/GlobalSpinner';
import { useLanguage } from '../../../lib/use-language';
import { useSaveDraft } from '../draft/use-save-draft';
import { wizardEvents } from '../draft/wizard-events';
import { WizardActions } from '../layout/WizardActions';
import { WizardLayout } from '../layout/WizardLayout';
import { openAbort } from '../modals/AbortModal';
import { openSendConfirm } from '../modals/SendConfirmModal';
import { SummaryGroup } from '../steps/request-summary/SummaryGroup';
import { summaryGroups } from '../steps/request-summary/summary-rows';
import { useSendRequest } from '../steps/request-summary/use-send-request';
import { findStep } from '../steps/step-machine';
import { stepPath } from '../steps/use-go-to-step';
import { useWizardStep } from '../steps/use-wizard-step';
import { useEffect, type FormEvent } from 'react';

const FORM_ID = 'enrolment-request-summary';

/** Step 4: every answer by step with its Edit link, the declaration notice, and send with confirmation. */
export default function RequestSummaryPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const wizard = useWizardStep('request-summary');
  const { save, saving } = useSaveDraft('request-summary');
  const send = useSendRequest();

  // Save-and-exit from the abort modal: nothing to validate here, the draft is saved as it is.
  useEffect(() => wizardEvents.onSaveDraft(() => void save({}, { complete: false })), [save]);

  if (!wizard.ready || !wizard.navigation || !wizard.draft) return <PageLoading />;
  const { draft, navigation } = wizard;
  const groups = summaryGroups(draft, t, lang);
  const editTo = (step: EnrolmentStepName) => {
    const found = findStep(navigation, step);
    return found && isStepClickable(found.status) ? stepPath(step, lang) : undefined;
  };

  const confirmSend = (event: FormEvent) => {
    event.preventDefault();
    openSendConfirm({ suapName: draft.suap?.name ?? '', confirm: () => void send() });
  };

  return (
    <WizardLayout step="request-summary" navigation={navigation} resumedFrom={wizard.resumedFrom}>
      <p>{t('enrolment.summary.intro')}</p>
      <SummaryGroup
        id="summary-contacts"
        title={t('enrolment.steps.notification-contacts')}
        rows={groups.contacts}
        editTo={editTo('notification-contacts')}
      />
      <SummaryGroup
        id="summary-initiative"
        title={t('enrolment.steps.select-initiative')}
        rows={groups.initiative}
        editTo={editTo('select-initiative')}
      />
      <SummaryGroup
        id="summary-personal"
        title={t('enrolment.steps.personal-data')}
        rows={groups.personal}
        editTo={editTo('personal-data')}
      />
      <form id={FORM_ID} onSubmit={confirmSend} noValidate>
        <div className="callout warning">
          <div className="callout-title">{t('enrolment.summary.declaration-title')}</div>
          <p className="mb-0">{t('enrolment.summary.declaration-text')}</p>
        </div>
      </form>
      <WizardActions
        onAbort={() => openAbort({ existing: draft.requestId !== undefined, process: 'startup' })}
        onSave={() => void save({}, { complete: false })}
        continueLabel={t('enrolment.actions.send')}
        formId={FORM_ID}
        busy={saving}
      />
    </WizardLayout>
  );
}
