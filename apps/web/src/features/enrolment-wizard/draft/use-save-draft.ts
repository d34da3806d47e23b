import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, type EnrolmentStepName } from '@suap/shared';
import { ALERT_MODAL, openModal, type AlertModalData } from '../../../components/modal';
import {
  conflictReason,
  createRequest,
  draftLimitOf,
  reloadRequests,
  updateRequest,
} from '../../../lib/api/requests';
import { useLanguage } from '../../../lib/use-language';
import { openConflict } from '../modals/ConflictModal';
import { useGoToStep } from '../steps/use-go-to-step';
import { draftStore } from './draft-store';
import { toDraftInput, type WizardDraft } from './wizard-draft';

export interface SaveOptions {
  /** The step's data are complete and the person asked to go on: the step completes and the wizard advances. */
  complete: boolean;
}

/**
 * SPEC §4 "Saving": notification contacts create the draft when it has no requestId, every later save updates it
 * with the version last read. A complete save advances; any other reloads the user's requests and says the draft
 * was saved and until when it is kept. Failures open the save-draft error modal; a 409 the conflict modal, or,
 * when a creation finds the citizen's open drafts at the limit, the draft-limit message.
 */
export function useSaveDraft(step: EnrolmentStepName) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const goToStep = useGoToStep();
  const [saving, setSaving] = useState(false);

  const save = useCallback(
    async (changes: Partial<WizardDraft>, { complete }: SaveOptions): Promise<boolean> => {
      const current = draftStore.getState().draft;
      if (!current) return false;
      const generation = draftStore.generation();
      const next: WizardDraft = { ...current, ...changes };
      setSaving(true);
      try {
        const reply =
          next.requestId === undefined
            ? await createRequest(toDraftInput(next), lang)
            : await updateRequest(next.requestId, toDraftInput(next), next.version ?? 0, 'save', lang);
        const saved = reply.request;
        const transition = draftStore.update(step, saved, complete, generation);
        if (complete) {
          if (transition?.goTo) goToStep(transition.goTo, transition.delayMs);
        } else {
          void reloadRequests(queryClient);
          openModal<AlertModalData>({
            component: ALERT_MODAL,
            severity: 'success',
            data: {
              title: t('enrolment.draft-saved.title'),
              description: saved.draftExpiresOn
                ? t('enrolment.draft-saved.description', { date: formatDate(saved.draftExpiresOn) })
                : t('enrolment.draft-saved.description-no-date'),
            },
          });
        }
        return true;
      } catch (error) {
        const reason = conflictReason(error);
        const draftLimit = draftLimitOf(error);
        if (draftLimit !== null) {
          // Not a conflict with another save: the citizen must resume or delete a draft first (issue 22 11b).
          openModal<AlertModalData>({
            component: ALERT_MODAL,
            severity: 'error',
            data: {
              title: t('enrolment.draft-limit.title'),
              description: t('enrolment.draft-limit.description', { limit: draftLimit }),
            },
          });
        } else if (reason && next.requestId !== undefined) {
          openConflict({ reason, requestId: next.requestId, step });
        } else {
          openModal<AlertModalData>({
            component: ALERT_MODAL,
            severity: 'error',
            data: {
              title: t('ep.api-errors.save-draft.message'),
              description: t('ep.api-errors.save-draft.description'),
            },
          });
        }
        return false;
      } finally {
        setSaving(false);
      }
    },
    [step, lang, queryClient, goToStep, t],
  );

  return { save, saving };
}
