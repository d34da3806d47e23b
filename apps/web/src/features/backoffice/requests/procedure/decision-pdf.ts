import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPaths, type Request } from '@suap/shared';
import { usePdfDownload } from '../../../../components/pdf-download/use-pdf-download';
import { fetchPdfRecap } from '../../../../lib/api/requests';

/** GET /suap/v1/backoffice/getDecisionPdf/{id}: the decision of an accepted or rejected request. */
export function fetchBackOfficeDecisionPdf(requestId: number): Promise<Blob> {
  return fetchPdfRecap(requestId, apiPaths.backOffice.decisionPdf);
}

/**
 * Like the recap: saved under a name in the request's language, the language of the document itself; a failure
 * names the decision, not the summary.
 */
export function useDecisionDownload() {
  const { t } = useTranslation();
  const download = usePdfDownload();
  return useCallback(
    (request: Request & { requestId: number }) =>
      download({
        fetchPdf: () => fetchBackOfficeDecisionPdf(request.requestId),
        language: request.language,
        fileName: () =>
          t('backoffice.procedure.decision-file-name', {
            code: request.referenceCode ?? String(request.requestId),
            lng: request.language,
          }),
        failure: {
          title: t('backoffice.procedure.decision-failed.title'),
          description: t('backoffice.procedure.decision-failed.description'),
        },
      }),
    [t, download],
  );
}
