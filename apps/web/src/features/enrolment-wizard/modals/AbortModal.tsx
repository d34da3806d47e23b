import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DELAYS_MS, type Language } from '@suap/shared';
import { openModal, registerModal, type ModalComponentProps } from '../../../components/modal';
import { useLanguage } from '../../../lib/use-language';
import { draftStore } from '../draft/draft-store';
import { wizardEvents } from '../draft/wizard-events';
import { outsidePaths } from '../steps/use-go-to-step';

export const ABORT_MODAL = 'enrolment-abort';

export interface AbortData {
  /** The draft is saved on the server: it can be saved again before leaving. */
  existing: boolean;
  /** The process the form belongs to; only startup exists today (SPEC §1). */
  process: 'startup' | 'other';
}

export function openAbort(data: AbortData): void {
  openModal<AbortData>({ component: ABORT_MODAL, severity: 'warning', data });
}

/** SPEC §2: aborting goes to the startup page when the process is startup, else home. */
export function abortDestination(process: AbortData['process'], lang: Language): string {
  return process === 'startup' ? outsidePaths.startupService(lang) : outsidePaths.home(lang);
}

/**
 * SPEC §4 abort modal. An existing draft offers save-and-exit: the step on screen saves (save-draft event) and
 * the wizard is left after 500 ms. A new request offers going back to the form; leaving without saving is
 * always possible and says so.
 */
export function AbortModal({ data, close, titleId }: ModalComponentProps<AbortData>) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();

  const leave = () => {
    close();
    // Cleared by the step once it has unmounted: a step still on screen would otherwise start a new request.
    draftStore.leave();
    void navigate(abortDestination(data.process, lang));
  };

  const saveAndExit = () => {
    wizardEvents.emitSaveDraft();
    window.setTimeout(leave, DELAYS_MS.saveDraftExit);
  };

  return (
    <>
      <div className="modal-body">
        <h2 id={titleId} className="h4">
          {t('enrolment.abort.title')}
        </h2>
        <p className="mb-0">
          {t(data.existing ? 'enrolment.abort.description-existing' : 'enrolment.abort.description-new')}
        </p>
      </div>
      <div className="modal-footer flex-wrap gap-2">
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={leave}>
          {t('enrolment.abort.leave')}
        </button>
        {data.existing ? (
          <>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={close}>
              {t('enrolment.abort.back')}
            </button>
            <button type="button" className="btn btn-primary btn-sm" onClick={saveAndExit}>
              {t('enrolment.abort.save-and-exit')}
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-primary btn-sm" onClick={close}>
            {t('enrolment.abort.back')}
          </button>
        )}
      </div>
    </>
  );
}

registerModal(ABORT_MODAL, AbortModal);
