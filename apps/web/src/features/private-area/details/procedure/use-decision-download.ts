import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPaths, type Request } from '@suap/shared';
import { usePdfDownload } from '../../../../components/pdf-download/use-pdf-download';
import { fetchPdfRecap } from '../../../../lib/api/requests';

/** GET /suap/v1/request/getDecisionPdf/{id}: the decision of the citizen's accepted or rejected request. */
export function fetchDecisionPdf(requestId: number): Promise<Blob> {
  return fetchPdfRecap(requestId, apiPaths.requests.decisionPdf);
}

/**
 * Downloads the decision like the recap (details/use-recap-download.ts): saved under a name in the request's
 * language, the language of the document itself; a failure says it is the decision that could not be had.
 */
export function useDecisionDownload() {
  const { t } = useTranslation();
  const download = usePdfDownload();
  return useCallback(
    (request: Request & { requestId: number }) =>
      download({
        fetchPdf: () => fetchDecisionPdf(request.requestId),
        language: request.language,
        fileName: () =>
          t('private-area.procedure.decision.file-name', {
            code: request.referenceCode ?? String(request.requestId),
            lng: request.language,
          }),
        failure: {
          title: t('private-area.procedure.decision.failed.title'),
          description: t('private-area.procedure.decision.failed.description'),
        },
      }),
    [t, download],
  );
}
