import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Suap, SuapSelection } from '@suap/shared';
import { sessionStore } from '../../lib/session-storage';
import { useLanguage } from '../../lib/use-language';
import { openModal, registerModal, type ModalComponentProps } from '../modal';

export const SUAP_EXCEPTION_MODAL = 'suap-exception';

export interface SuapExceptionData {
  suap: SuapSelection;
}

/**
 * SPEC §4 "Suap exception": an INT office takes requests here (success: remember it and go to the startup
 * service); an EXT office has its own portal (warning: open it in a new tab).
 */
export function openSuapException(suap: Suap): void {
  // The four fields of SuapSelectionSchema, picked by hand: the suap is already a validated reply.
  const selection: SuapSelection = { suapId: suap.suapId, name: suap.name, type: suap.type, url: suap.url };
  openModal<SuapExceptionData>({
    component: SUAP_EXCEPTION_MODAL,
    data: { suap: selection },
    severity: selection.type === 'INT' ? 'success' : 'warning',
  });
}

export function SuapExceptionModal({ data, close, titleId }: ModalComponentProps<SuapExceptionData>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLanguage();
  const { suap } = data;
  const kind = suap.type === 'INT' ? 'int' : 'ext';

  const startHere = () => {
    sessionStore.set('selectedSuap', suap);
    close();
    navigate(`/${lang}/startup-service`);
  };

  return (
    <>
      <div className="modal-body">
        <h2 id={titleId} className="h4">
          {t(`reference-data.suap-exception.${kind}.message`, { name: suap.name })}
        </h2>
        <p className="mb-0">{t(`reference-data.suap-exception.${kind}.description`, { name: suap.name })}</p>
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={close}>
          {t('reference-data.suap-exception.cancel')}
        </button>
        {suap.type === 'INT' || !suap.url ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={startHere}>
            {t('reference-data.suap-exception.int.action')}
          </button>
        ) : (
          <a
            className="btn btn-primary btn-sm"
            href={suap.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
          >
            {t('reference-data.suap-exception.ext.action')}{' '}
            <span className="visually-hidden">{t('new-window')}</span>
          </a>
        )}
      </div>
    </>
  );
}

// Registered where it is defined: whoever can open it (openSuapException) has it registered.
registerModal(SUAP_EXCEPTION_MODAL, SuapExceptionModal);
