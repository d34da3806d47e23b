import type { TFunction } from 'i18next';
import {
  formatDateTime,
  formatFileSize,
  type AttachmentContentType,
  type Language,
  type Signature,
} from '@suap/shared';

type TypeKey = 'pdf' | 'p7m' | 'jpeg' | 'png' | 'unknown';

const TYPE_KEYS: Record<AttachmentContentType, TypeKey> = {
  'application/pdf': 'pdf',
  'application/pkcs7-mime': 'p7m',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
};

const EXTENSION_KEYS: Record<string, TypeKey> = {
  pdf: 'pdf',
  p7m: 'p7m',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
};

/** What people call each accepted type ("Immagine JPEG"), from what the server recognised in the content. */
export const typeText = (contentType: AttachmentContentType, t: TFunction) =>
  t(`attachments.types.${TYPE_KEYS[contentType]}`);

/**
 * The type of a file not uploaded yet, from its name: the server judges the content, but while the file travels
 * its name is all there is to go by.
 */
export function fileTypeText(fileName: string, t: TFunction): string {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return t(`attachments.types.${EXTENSION_KEYS[extension] ?? 'unknown'}`);
}

/** "1,5 MB" on an Italian page, "1.5 MB" on an English one. */
export const sizeText = (bytes: number, lang: Language) => formatFileSize(bytes, 1, lang);

/** "Mario Rossi (RSSMRA80A01H501U)", or whichever of the two the certificate gives. */
function signerText(signature: Signature, t: TFunction): string {
  const { signerName, signerFiscalCode } = signature;
  if (signerName && signerFiscalCode) return `${signerName} (${signerFiscalCode})`;
  return signerName ?? signerFiscalCode ?? t('attachments.signature.signer-unknown');
}

/**
 * One signature in words (WCAG 1.4.1: the colour and icon beside it only repeat them): "Firmato digitalmente da
 * Mario Rossi (RSSMRA80A01H501U) il 02/03/2025 10:15: firma valida."
 */
export function signatureText(signature: Signature, t: TFunction): string {
  const signer = signerText(signature, t);
  const signed = signature.signingTime
    ? t('attachments.signature.signed', { signer, date: formatDateTime(signature.signingTime) })
    : t('attachments.signature.signed-undated', { signer });
  return t('attachments.signature.summary', {
    signed,
    status: t(`attachments.signature.status.${signature.status}`),
  });
}
