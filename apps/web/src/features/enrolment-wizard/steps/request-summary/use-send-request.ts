import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ALERT_MODAL, openModal, type AlertModalData } from '../../../../components/modal';
import { conflictReason, missingFieldsOf, reloadRequests, updateRequest } from '../../../../lib/api/requests';
import { useLanguage } from '../../../../lib/use-language';
import { draftStore } from '../../draft/draft-store';
import { toDraftInput } from '../../draft/wizard-draft';
import { openConflict } from '../../modals/ConflictModal';
import { currentStepOf, stepsOfMissingFields } from '../step-machine';
import { useGoToStep } from '../use-go-to-step';

/**
 * Sends the draft (PUT action 'send'). Success completes the summary: the thank page is the last step, so every
 * other step becomes read-only and the wizard goes there after 10 ms. Data the server finds missing turn
 * their steps into warnings; a failure never shows a success page (UX.md).
 */
export function useSendRequest() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const goToStep = useGoToStep();

  return useCallback(async () => {
    const draft = draftStore.getState().draft;
    if (!draft || draft.requestId === undefined) return;
    const generation = draftStore.generation();
    try {
      const { request } = await updateRequest(
        draft.requestId,
        toDraftInput(draft),
        draft.version ?? 0,
        'send',
        lang,
      );
      const transition = draftStore.update('request-summary', request, true, generation);
      void reloadRequests(queryClient);
      if (transition?.goTo) goToStep(transition.goTo, transition.delayMs);
    } catch (error) {
      const reason = conflictReason(error);
      const missing = missingFieldsOf(error);
      if (reason) {
        openConflict({ reason, requestId: draft.requestId, step: 'request-summary' });
      } else if (missing.length > 0) {
        draftStore.warn(stepsOfMissingFields(missing));
        const navigation = draftStore.getState().navigation;
        openModal<AlertModalData>({
          component: ALERT_MODAL,
          severity: 'warning',
          data: {
            title: t('enrolment.send-failed.missing.title'),
            description: t('enrolment.send-failed.missing.description'),
          },
        });
        if (navigation) goToStep(currentStepOf(navigation));
      } else {
        openModal<AlertModalData>({
          component: ALERT_MODAL,
          severity: 'error',
          data: {
            title: t('enrolment.send-failed.title'),
            description: t('enrolment.send-failed.description'),
          },
        });
      }
    }
  }, [lang, queryClient, goToStep, t]);
}
