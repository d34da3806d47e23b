import { PDF_CONTENT_TYPE, PUBLIC_DOCUMENT_IDS, type PublicDocumentsReply } from '@suap/shared';
import {
  isInteger,
  isNonNegativeInteger,
  isText,
  listOf,
  oneOf,
  recordOf,
} from '../../../lib/api/reply-checks';

// Checked by hand (lib/api/reply-checks.ts) rather than with PublicDocumentsReplySchema, which would bring
// zod to the startup service page; public-documents-check.test.ts compares the two.
const isDocument = recordOf({
  documentId: oneOf(PUBLIC_DOCUMENT_IDS),
  title: isText,
  fileName: isText,
  contentType: oneOf([PDF_CONTENT_TYPE]),
  size: isNonNegativeInteger,
  sizeLabel: isText,
  url: isText,
});

/** True when a successful reply of GET /public/documents lists well-formed documents. */
export function isPublicDocumentsReply(reply: unknown): reply is PublicDocumentsReply {
  return recordOf({ code: isInteger, message: isText, description: isText, documents: listOf(isDocument) })(
    reply,
  );
}
