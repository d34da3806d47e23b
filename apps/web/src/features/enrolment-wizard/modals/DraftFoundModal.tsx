import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DELAYS_MS, formatDate, SuapSelectionSchema, type Request, type User } from '@suap/shared';
import {
  ALERT_MODAL,
  openModal,
  registerModal,
  type AlertModalData,
  type ModalComponentProps,
} from '../../../components/modal';
import { deleteRequest, reloadRequests } from '../../../lib/api/requests';
import { sessionStore } from '../../../lib/session-storage';
import { draftStore } from '../draft/draft-store';
import { newDraft } from '../draft/wizard-draft';
import { useGoToStep } from '../steps/use-go-to-step';

export const DRAFT_FOUND_MODAL = 'enrolment-draft-found';

export interface DraftFoundData {
  draft: Request;
  user: User;
}

export function openDraftFound(data: DraftFoundData): void {
  openModal<DraftFoundData>({ component: DRAFT_FOUND_MODAL, severity: 'warning', data });
}

/**
 * SPEC §4 draft-found modal, shown when a new request is started while a draft exists: continue it (and be told
 * so, with its start date), or delete it and start over. Deleting cannot be undone, so neither the first focus nor
 * Enter may land on it (issue 23 item 7): the title takes focus and the safe choice comes first.
 */
export function DraftFoundModal({ data, close, titleId }: ModalComponentProps<DraftFoundData>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const goToStep = useGoToStep();
  const { draft, user } = data;
  const startedOn = formatDate(draft.createdOn);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The modal host focuses the first button once this body is mounted (its effect runs after ours): the title
  // takes focus right after, so the dialog is read from its title and a stray Enter activates nothing.
  useEffect(() => {
    const timer = window.setTimeout(() => titleRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, []);

  const restore = () => {
    const current = draftStore.retrieve(draft, { resumed: true });
    close();
    goToStep(current);
  };

  const deleteAndStart = async () => {
    if (draft.requestId === undefined) return;
    try {
      await deleteRequest(draft.requestId, draft.version);
    } catch {
      openModal<AlertModalData>({
        component: ALERT_MODAL,
        severity: 'error',
        data: {
          title: t('enrolment.draft-found.delete-failed.title'),
          description: t('enrolment.draft-found.delete-failed.description'),
        },
      });
      return;
    }
    draftStore.create(newDraft(user, sessionStore.get('selectedSuap', SuapSelectionSchema)));
    openModal<AlertModalData>({
      component: ALERT_MODAL,
      severity: 'success',
      data: {
        title: t('enrolment.draft-found.deleted.title'),
        description: t('enrolment.draft-found.deleted.description'),
      },
    });
    window.setTimeout(() => void reloadRequests(queryClient), DELAYS_MS.reloadAfterDelete);
  };

  return (
    <>
      <div className="modal-body">
        <h2 id={titleId} ref={titleRef} className="h4" tabIndex={-1}>
          {t('enrolment.draft-found.title')}
        </h2>
        <p>{t('enrolment.draft-found.description', { date: startedOn })}</p>
        <p className="mb-0">{t('enrolment.draft-found.choice')}</p>
      </div>
      <div className="modal-footer flex-wrap gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={restore}>
          {t('enrolment.draft-found.restore')}
        </button>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void deleteAndStart()}>
          {t('enrolment.draft-found.delete')}
        </button>
      </div>
    </>
  );
}

registerModal(DRAFT_FOUND_MODAL, DraftFoundModal);
