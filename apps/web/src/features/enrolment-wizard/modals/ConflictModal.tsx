import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EnrolmentStepName } from '@suap/shared';
import { ALERT_MODAL, openModal, registerModal, type ModalComponentProps } from '../../../components/modal';
import { fetchRequest } from '../../../lib/api/requests';
import { useLanguage } from '../../../lib/use-language';
import { draftStore } from '../draft/draft-store';
import { outsidePaths, useGoToStep } from '../steps/use-go-to-step';

export const CONFLICT_MODAL = 'enrolment-conflict';

export interface ConflictData {
  /** 'stale-version': saved elsewhere since this tab read it; 'read-only': no longer a draft. */
  reason: 'stale-version' | 'read-only';
  requestId: number;
  step: EnrolmentStepName;
}

export function openConflict(data: ConflictData): void {
  openModal<ConflictData>({ component: CONFLICT_MODAL, severity: 'warning', data });
}

/**
 * A 409 on save (issue 5): nothing was overwritten. The person reloads the latest version and decides again,
 * or, for a request no longer a draft, goes to the private area where its state is shown.
 */
export function ConflictModal({ data, close, titleId }: ModalComponentProps<ConflictData>) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const goToStep = useGoToStep();
  const kind = data.reason === 'read-only' ? 'read-only' : 'stale';

  const reload = async () => {
    try {
      const { request } = await fetchRequest(data.requestId, lang);
      const current = draftStore.retrieve(request, { forcedStep: data.step });
      close();
      goToStep(current);
    } catch {
      openModal({
        component: ALERT_MODAL,
        severity: 'error',
        data: { title: t('generic-error.title'), description: t('generic-error.description') },
      });
    }
  };

  const toPrivateArea = () => {
    close();
    void Promise.resolve(navigate(outsidePaths.privateArea(lang))).then(() => draftStore.clear());
  };

  return (
    <>
      <div className="modal-body">
        <h2 id={titleId} className="h4">
          {t(`enrolment.conflict.${kind}.title`)}
        </h2>
        <p className="mb-0">{t(`enrolment.conflict.${kind}.description`)}</p>
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={close}>
          {t('enrolment.modal.cancel')}
        </button>
        {kind === 'stale' ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void reload()}>
            {t('enrolment.conflict.stale.reload')}
          </button>
        ) : (
          <button type="button" className="btn btn-primary btn-sm" onClick={toPrivateArea}>
            {t('enrolment.conflict.read-only.private-area')}
          </button>
        )}
      </div>
    </>
  );
}

registerModal(CONFLICT_MODAL, ConflictModal);
