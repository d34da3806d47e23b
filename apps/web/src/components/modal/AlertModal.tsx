import { useTranslation } from 'react-i18next';
import type { ModalComponentProps } from './modal-registry';

export const ALERT_MODAL = 'alert';

export interface AlertModalData {
  /** Already translated texts. */
  title: string;
  description?: string;
}

/** The generic message modal (SPEC §8 alerts): a title, an optional description and a close button. */
export function AlertModal({ data, close, titleId }: ModalComponentProps<AlertModalData>) {
  const { t } = useTranslation();
  return (
    <>
      <div className="modal-body">
        <h2 id={titleId} className="h4">
          {data.title}
        </h2>
        {data.description && <p className="mb-0">{data.description}</p>}
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-primary btn-sm" onClick={close}>
          {t('modal.close')}
        </button>
      </div>
    </>
  );
}
