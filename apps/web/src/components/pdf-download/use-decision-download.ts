import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type Request } from '@suap/shared';
import { fetchPdfRecap } from '../../lib/api/requests';
import { usePdfDownload } from './use-pdf-download';

/** Where a side fetches the decision, and the keys of its texts (file name, failure title and description). */
export interface DecisionDownloadSide {
  path: string;
  /** Typed keys: one missing from it.json fails the type check. */
  keys: { fileName: ParseKeys; failedTitle: ParseKeys; failedDescription: ParseKeys };
}

/**
 * Downloads the decision of an accepted or rejected request like the recap: saved under a name in the request's
 * language, the language of the document itself; a failure names the decision, not the summary. The citizen's
 * and the back office's pages differ only in `side`.
 */
export function useDecisionDownload({ path, keys }: DecisionDownloadSide) {
  const { t } = useTranslation();
  const download = usePdfDownload();
  return useCallback(
    (request: Request & { requestId: number }) =>
      download({
        fetchPdf: () => fetchPdfRecap(request.requestId, path),
        language: request.language,
        fileName: () =>
          t(keys.fileName, {
            code: request.referenceCode ?? String(request.requestId),
            lng: request.language,
          }),
        failure: { title: t(keys.failedTitle), description: t(keys.failedDescription) },
      }),
    [t, download, path, keys],
  );
}
