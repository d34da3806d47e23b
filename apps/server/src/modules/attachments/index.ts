// Public entry of the attachments module (issue 29): the checks every upload goes through, the routes of both
// sides, the sweep that keeps files and rows in step, and the hand-in a send or an answer calls in its
// transaction. It imports no other module, so requests and procedure can import it without a cycle.
export { attachmentChecks, type AttachmentChecks } from './attachment-checks.js';
export { default as attachmentsRoutes } from './attachments.routes.js';
export { default as attachmentsPlugin } from './attachments.plugin.js';
export { handInAttachments } from './attachments.repository.js';
export type { FileStore } from './storage/file-store.js';
export {
  insertBackOfficeAttachment,
  storeBackOfficeDocument,
  type BackOfficeDocumentOutcome,
} from './back-office-document.js';
export type { UploadChecks } from './store-upload.js';
