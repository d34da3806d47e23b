export { AnswerDocumentsSummary } from './AnswerDocumentsSummary';
export { AttachmentList, NotScannedNote, type AttachmentListProps } from './AttachmentList';
export { AttachmentUpload, type AttachmentUploadProps } from './AttachmentUpload';
export { HandedInAttachments, handedInGroups, type HandedInAttachmentsProps } from './HandedInAttachments';
export { SignatureSummary } from './SignatureSummary';
export { StageAttachments, type StageAttachmentsProps } from './StageAttachments';
export { useAttachmentDownload } from './use-attachment-download';
