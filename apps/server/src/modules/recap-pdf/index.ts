// Public entry of the request PDFs (issue 5, issue 27): the recap reply both the citizen's and the back office's
// recap calls send, and the pieces every request PDF shares: the tagged layout of labelled sections, the history
// section and its reading, the portal's PDF labels. Other modules import this module only from here.
export { sendRequestRecap } from './send-recap.js';
export {
  renderSectionsPdf,
  type PdfEntry,
  type PdfSection,
  type RenderOptions,
  type SectionsDocument,
} from './sections-pdf.js';
export { historySection, type RequestHistory, type StateNames } from './history-content.js';
export { readRequestHistory } from './history.query.js';
export { RECAP_LABELS } from './recap-labels.js';
export { fill } from './template.js';
export { renderRequestRecap } from './render-request-recap.js';
export { recapFileName } from './recap-content.js';
export { renderSentReceipt } from './sent-receipt.js';
