import { apiPaths } from '@suap/shared';
import type { DecisionDownloadSide } from '../../../../components/pdf-download/use-decision-download';

/** The citizen's decision download: its path and texts (components/pdf-download/use-decision-download.ts). */
export const CITIZEN_DECISION: DecisionDownloadSide = {
  path: apiPaths.requests.decisionPdf,
  keys: {
    fileName: 'private-area.procedure.decision.file-name',
    failedTitle: 'private-area.procedure.decision.failed.title',
    failedDescription: 'private-area.procedure.decision.failed.description',
  },
};
