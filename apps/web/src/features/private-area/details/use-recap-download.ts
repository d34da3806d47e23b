import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Request } from '@suap/shared';
import { ALERT_MODAL, openModal, type AlertModalData } from '../../../components/modal';
import { fetchPdfRecap, saveFile } from '../../../lib/api/requests';

/**
 * Downloads the PDF recap through the front-office path (SPEC §6/§7). The file name is in the request's own
 * language, like the PDF inside it; a failure is the generic pdf-request alert (SPEC §8).
 */
export function useRecapDownload() {
  const { t, i18n } = useTranslation();
  return useCallback(
    async (request: Request & { requestId: number }) => {
      try {
        const pdf = await fetchPdfRecap(request.requestId);
        // The page downloads only its own language; the file name may need the other one.
        await i18n.loadLanguages(request.language);
        // The reference code, or "bozza"/"draft": the internal id is not a number the citizen knows (issue 23).
        const code =
          request.referenceCode ?? t('request-state.badge.draft', { lng: request.language }).toLowerCase();
        saveFile(pdf, t('private-area.details.pdf-file-name', { code, lng: request.language }));
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
    [t, i18n],
  );
}
