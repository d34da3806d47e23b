import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_MODAL, openModal, type AlertModalData } from '../../../../components/modal';
import { fetchPdfRecap, saveFile } from '../../../../lib/api/requests';

/** Downloads the PDF recap under a translated file name; a failure is the generic pdf-request alert (SPEC §8). */
export function useDownloadRecap() {
  const { t } = useTranslation();
  return useCallback(
    async (requestId: number, referenceCode: string | null | undefined) => {
      try {
        const pdf = await fetchPdfRecap(requestId);
        saveFile(pdf, t('enrolment.thank-page.pdf-file-name', { code: referenceCode ?? String(requestId) }));
      } catch {
        openModal<AlertModalData>({
          component: ALERT_MODAL,
          severity: 'error',
          data: {
            title: t('ep.api-errors.pdf-request.message'),
            description: t('ep.api-errors.pdf-request.description'),
          },
        });
      }
    },
    [t],
  );
}
