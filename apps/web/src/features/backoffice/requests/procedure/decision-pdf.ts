import { apiPaths } from '@suap/shared';
import type { DecisionDownloadSide } from '../../../../components/pdf-download/use-decision-download';

/** The back office's decision download: its path and texts (components/pdf-download/use-decision-download.ts). */
export const STAFF_DECISION: DecisionDownloadSide = {
  path: apiPaths.backOffice.decisionPdf,
  keys: {
    fileName: 'backoffice.procedure.decision-file-name',
    failedTitle: 'backoffice.procedure.decision-failed.title',
    failedDescription: 'backoffice.procedure.decision-failed.description',
  },
};
