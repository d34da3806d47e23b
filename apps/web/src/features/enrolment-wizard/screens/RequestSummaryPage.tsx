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
import { SummaryAttachments } from '../steps/request-summary/SummaryAttachments';
import { SummaryGroup } from '../steps/request-summary/SummaryGroup';
import { summaryGroups } from '../steps/request-summary/summary-rows';
import { useSendRequest } from '../steps/request-summary/use-send-request';
import {
  notificationContactsStep,
  personalDataStep,
  selectInitiativeStep,
} from '../steps/registry/enrolment-steps';
import type { StepDefinition } from '../steps/registry/step-registry';
import { findStep } from '../steps/step-machine';
import { stepPath } from '../steps/use-go-to-step';
import { useWizardStep } from '../steps/use-wizard-step';
import { useEffect, useState, type FormEvent } from 'react';

const FORM_ID = 'enrolment-request-summary';

/** Step 4: every answer by step with its Edit link, the declaration notice, and send with confirmation. */
export default function RequestSummaryPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const wizard = useWizardStep('request-summary');
  const { save, saving } = useSaveDraft('request-summary');
  const send = useSendRequest();
  // While documents travel the request is not sent: the send would hand in only those already stored.
  const [uploading, setUploading] = useState(false);

  // Save-and-exit from the abort modal: nothing to validate here, the draft is saved as it is.
  useEffect(() => wizardEvents.onSaveDraft(() => void save({}, { complete: false })), [save]);

  if (!wizard.ready || !wizard.navigation || !wizard.draft) return <PageLoading />;
  const { draft, navigation } = wizard;
  const groups = summaryGroups(draft, t, lang);
  // Each group is named as its step in the menu, and its Edit link opens that step when it can be opened.
  const groupOf = (step: StepDefinition<EnrolmentStepName>) => {
    const found = findStep(navigation, step.id);
    return {
      title: t(step.labelKey),
      editTo: found && isStepClickable(found.status) ? stepPath(step.id, lang) : undefined,
    };
  };

  const confirmSend = (event: FormEvent) => {
    event.preventDefault();
    openSendConfirm({ suapName: draft.suap?.name ?? '', confirm: () => void send() });
  };

  return (
    <WizardLayout step="request-summary" navigation={navigation} resumedFrom={wizard.resumedFrom}>
      <p>{t('enrolment.summary.intro')}</p>
      <SummaryGroup id="summary-contacts" {...groupOf(notificationContactsStep)} rows={groups.contacts} />
      <SummaryGroup id="summary-initiative" {...groupOf(selectInitiativeStep)} rows={groups.initiative} />
      <SummaryGroup id="summary-personal" {...groupOf(personalDataStep)} rows={groups.personal} />
      <SummaryAttachments requestId={draft.requestId} onBusyChange={setUploading} />
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
        busy={saving || uploading}
      />
    </WizardLayout>
  );
}
