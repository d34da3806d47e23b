import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Request } from '@suap/shared';
import { usePdfDownload } from '../../../components/pdf-download/use-pdf-download';
import { fetchPdfRecap } from '../../../lib/api/requests';

/**
 * Downloads the PDF recap through the front-office path (SPEC §6/§7). The file name is in the request's own
 * language, like the PDF inside it.
 */
export function useRecapDownload() {
  const { t } = useTranslation();
  const download = usePdfDownload();
  return useCallback(
    (request: Request & { requestId: number }) =>
      download({
        fetchPdf: () => fetchPdfRecap(request.requestId),
        language: request.language,
        // The reference code, or "bozza"/"draft": the internal id is not a number the citizen knows (issue 23).
        fileName: () => {
          const code =
            request.referenceCode ?? t('request-state.badge.draft', { lng: request.language }).toLowerCase();
          return t('private-area.details.pdf-file-name', { code, lng: request.language });
        },
      }),
    [t, download],
  );
}
