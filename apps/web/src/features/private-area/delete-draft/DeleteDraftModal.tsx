import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DELAYS_MS } from '@suap/shared';
import {
  ALERT_MODAL,
  ConfirmDialog,
  openModal,
  registerModal,
  type AlertModalData,
  type ModalComponentProps,
} from '../../../components/modal';
import { conflictReason, deleteRequest, reloadRequests } from '../../../lib/api/requests';

export const DELETE_DRAFT_MODAL = 'private-area-delete-draft';

export interface DeleteDraftData {
  requestId: number;
  /** The version the list showed: a draft changed since then is not deleted blindly (409). */
  version: number;
}

export function openDeleteDraft(data: DeleteDraftData): void {
  openModal<DeleteDraftData>({ component: DELETE_DRAFT_MODAL, severity: 'warning', data });
}

/**
 * The delete-draft confirmation (SPEC §2, §4): on confirm the draft is deleted, a success alert replaces this
 * dialog and the request lists reload after 10 ms. A draft changed or sent elsewhere meanwhile (409) is not
 * deleted: the person is told so and the list reloads to show its real state.
 */
export function DeleteDraftModal({ data, close, titleId }: ModalComponentProps<DeleteDraftData>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { requestId, version } = data;

  const alert = (severity: 'success' | 'error', texts: AlertModalData) =>
    openModal<AlertModalData>({ component: ALERT_MODAL, severity, data: texts });
  const reloadSoon = () =>
    window.setTimeout(() => void reloadRequests(queryClient), DELAYS_MS.reloadAfterDelete);

  const confirm = async () => {
    try {
      await deleteRequest(requestId, version);
    } catch (error) {
      if (conflictReason(error)) {
        alert('error', {
          title: t('private-area.delete.conflict.title'),
          description: t('private-area.delete.conflict.description'),
        });
        reloadSoon();
      } else {
        alert('error', {
          title: t('private-area.delete.failed.title'),
          description: t('private-area.delete.failed.description'),
        });
      }
      return;
    }
    alert('success', {
      title: t('private-area.delete.deleted.title'),
      description: t('private-area.delete.deleted.description', { id: requestId }),
    });
    reloadSoon();
  };

  return (
    <ConfirmDialog
      titleId={titleId}
      title={t('private-area.delete.title')}
      text={t('private-area.delete.text', { id: requestId })}
      cancelLabel={t('private-area.delete.cancel')}
      confirmLabel={t('private-area.delete.confirm')}
      onCancel={close}
      onConfirm={() => void confirm()}
      danger
    />
  );
}

registerModal(DELETE_DRAFT_MODAL, DeleteDraftModal);
