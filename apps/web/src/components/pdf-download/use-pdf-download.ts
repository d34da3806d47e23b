import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@suap/shared';
import { saveFile } from '../../lib/api/requests';
import { ALERT_MODAL, openModal, type AlertModalData } from '../modal';

export interface PdfDownload {
  /** Fetches the PDF (the front-office or the back-office path). */
  fetchPdf: () => Promise<Blob>;
  /** The file name; read after `language` is loaded, so it can be worded in that language. */
  fileName: () => string;
  /** A language the file name needs besides the page's own (the page loads only its own). */
  language?: Language;
  /** The failure alert's texts, already translated, for a document that is not a recap (e.g. the decision). */
  failure?: AlertModalData;
}

/**
 * Downloads a PDF recap and saves it under its file name (SPEC §6/§7); any failure is the generic pdf-request
 * alert (SPEC §8), worded to fit staff as well as citizens. One hook for the thank-you page, the private area and
 * the back office.
 */
export function usePdfDownload() {
  const { t, i18n } = useTranslation();
  return useCallback(
    async ({ fetchPdf, fileName, language, failure }: PdfDownload) => {
      try {
        const pdf = await fetchPdf();
        if (language) await i18n.loadLanguages(language);
        saveFile(pdf, fileName());
      } catch {
        openModal<AlertModalData>({
          component: ALERT_MODAL,
          severity: 'error',
          data: failure ?? {
            title: t('ep.api-errors.pdf-request.message'),
            description: t('ep.api-errors.pdf-request.description'),
          },
        });
      }
    },
    [t, i18n],
  );
}
