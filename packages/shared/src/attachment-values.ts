// Documents attached to a request (issue 29), without zod so that a page can use the names without loading it.

/**
 * What the portal accepts, recognised by the file's content (never its name): PDF (PDF/A is PDF), a CAdES
 * signed envelope (.p7m, whatever it wraps), JPEG and PNG images.
 */
export const ATTACHMENT_CONTENT_TYPES = [
  'application/pdf',
  'application/pkcs7-mime',
  'image/jpeg',
  'image/png',
] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

/**
 * When a file was added: with the application (a draft), with the answer to an integration request or notice, or
 * by the back office through the national SUAP system (a decision's or an integration request's document, issue
 * 30), which only the office can add.
 */
export const ATTACHMENT_STAGES = ['application', 'answer', 'backOffice'] as const;
export type AttachmentStage = (typeof ATTACHMENT_STAGES)[number];

/** The digital signature a file carries: none, a CAdES envelope (.p7m) or signatures inside a PDF (PAdES). */
export const SIGNATURE_FORMATS = ['none', 'cades', 'pades'] as const;
export type SignatureFormat = (typeof SIGNATURE_FORMATS)[number];

/**
 * What checking the signature found. 'valid': intact and the signer's certificate chains to a configured trust
 * anchor; 'intact': the signed bytes are unchanged, but no trusted list is configured (or it does not name the
 * issuer), so the signer is not vouched for; 'broken': the signature does not match the bytes, or cannot be read.
 */
export const SIGNATURE_STATUSES = ['valid', 'intact', 'broken'] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];

/** Whether a malware scanner looked at the file ('not-scanned': no scanner is configured). */
export const SCAN_RESULTS = ['clean', 'not-scanned'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];
