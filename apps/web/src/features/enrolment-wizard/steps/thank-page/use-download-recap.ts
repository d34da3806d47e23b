import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePdfDownload } from '../../../../components/pdf-download/use-pdf-download';
import { fetchPdfRecap } from '../../../../lib/api/requests';

/** Downloads the PDF recap under a translated file name; a failure is the generic pdf-request alert (SPEC §8). */
export function useDownloadRecap() {
  const { t } = useTranslation();
  const download = usePdfDownload();
  return useCallback(
    (requestId: number, referenceCode: string | null | undefined) =>
      download({
        fetchPdf: () => fetchPdfRecap(requestId),
        fileName: () => t('enrolment.thank-page.pdf-file-name', { code: referenceCode ?? String(requestId) }),
      }),
    [t, download],
  );
}
