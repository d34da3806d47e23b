import path from 'node:path';

const MAX_LENGTH = 120;

/** C0 and C1 control characters and DEL: invisible, and a line break would split a header. */
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

/**
 * A file name safe to store, show and send back in Content-Disposition: the last path segment only, no control
 * characters, no characters that mean something to a file system or a header, no leading dots, at most 120
 * characters keeping the extension. An empty result (a name made only of such characters) becomes `document`.
 */
export function sanitizeFileName(name: string): string {
  const base = path.posix.basename(name.replaceAll('\\', '/')).normalize('NFC');
  const cleaned = base
    .split('')
    .filter((char) => !isControl(char.charCodeAt(0)))
    .join('')
    .replace(/[<>:"/\\|?*;=%]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return 'document';
  if (cleaned.length <= MAX_LENGTH) return cleaned;
  const extension = path.extname(cleaned).slice(0, 12);
  return `${cleaned.slice(0, MAX_LENGTH - extension.length)}${extension}`;
}

/** Content-Disposition of a download: an ASCII fallback name and the exact one (RFC 6266, RFC 5987). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
