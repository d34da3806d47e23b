import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ALERT_MODAL,
  ConfirmDialog,
  openModal,
  registerModal,
  type AlertModalData,
  type ModalComponentProps,
} from '../../components/modal';
import { isApiError } from '../../lib/api';
import { endOtherSessions, endSession, reloadActiveSessions } from '../../lib/api/active-sessions';

export const END_SESSIONS_MODAL = 'active-sessions-end';

/** One session (with the texts that name it) or, without `sessionId`, every session but this one. */
export interface EndSessionsData {
  sessionId?: string;
  device?: string;
  date?: string;
}

export function openEndSessions(data: EndSessionsData): void {
  openModal<EndSessionsData>({ component: END_SESSIONS_MODAL, severity: 'warning', data });
}

/**
 * The confirmation before ending sessions: on confirm the session (or all the others) ends, a success alert
 * replaces this dialog and the list reloads. A session that had already ended (404) is said so, not as a failure.
 */
export function EndSessionsModal({ data, close, titleId }: ModalComponentProps<EndSessionsData>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const one = data.sessionId !== undefined;
  const kind = one ? 'one' : 'others';

  const alert = (severity: 'success' | 'error', texts: AlertModalData) =>
    openModal<AlertModalData>({ component: ALERT_MODAL, severity, data: texts });

  const confirm = async () => {
    try {
      if (data.sessionId !== undefined) await endSession(data.sessionId);
      else await endOtherSessions();
    } catch (error) {
      if (one && isApiError(error) && error.httpStatus === 404)
        alert('error', { title: t('sessions.gone.title'), description: t('sessions.gone.description') });
      else
        alert('error', { title: t('sessions.failed.title'), description: t('sessions.failed.description') });
      void reloadActiveSessions(queryClient);
      return;
    }
    alert('success', {
      title: t(`sessions.ended.title-${kind}`),
      description: t(`sessions.ended.description-${kind}`, { device: data.device }),
    });
    void reloadActiveSessions(queryClient);
  };

  return (
    <ConfirmDialog
      titleId={titleId}
      title={t(`sessions.confirm.title-${kind}`)}
      text={t(`sessions.confirm.text-${kind}`, { device: data.device, date: data.date })}
      cancelLabel={t('sessions.confirm.cancel')}
      confirmLabel={t(`sessions.confirm.confirm-${kind}`)}
      onCancel={close}
      onConfirm={() => void confirm()}
      danger
    />
  );
}

registerModal(END_SESSIONS_MODAL, EndSessionsModal);
