import { ok } from './openapi-example-values.js';

// The OpenAPI examples of the documents' calls (issue 29), spread into EXAMPLES (openapi-examples.ts).

const SIGNED = {
  attachmentId: 41,
  fileName: 'domanda.pdf.p7m',
  contentType: 'application/pkcs7-mime',
  size: 48213,
  sha256: '9f2c6c1e0b7a4d3f8e5b2a1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e',
  stage: 'application',
  historyId: 118,
  uploadedAt: '2025-03-01T10:12:44.000Z',
  signatureFormat: 'cades',
  signatures: [
    {
      status: 'intact',
      signerName: 'Mario Rossi',
      signerFiscalCode: 'RSSMRA80A01H501U',
      signingTime: '2025-03-01T09:58:10.000Z',
      certificateValidAtSigning: true,
      problem: null,
    },
  ],
  scan: 'not-scanned',
};

const PLAN = {
  attachmentId: 42,
  fileName: 'planimetria.pdf',
  contentType: 'application/pdf',
  size: 1203344,
  sha256: '1b4f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a19',
  stage: 'application',
  historyId: null,
  uploadedAt: '2025-03-01T10:14:02.000Z',
  signatureFormat: 'none',
  signatures: [],
  scan: 'not-scanned',
};

const LIMITS = { maxFileBytes: 20971520, maxRequestBytes: 104857600, scanned: false };

export const ATTACHMENT_EXAMPLES = {
  attachmentList: { ...ok('Attachments'), attachments: [SIGNED, PLAN], limits: LIMITS },
  staffAttachmentList: { ...ok('Attachments'), attachments: [SIGNED], limits: LIMITS },
  attachmentAdded: { ...ok('Attachment added'), attachment: PLAN },
  attachmentRemoved: ok('Attachment removed'),
  tooLarge: {
    code: 413,
    message: 'Payload Too Large',
    description: 'The file "planimetria.pdf" is larger than the 20 MB a document may be.',
    reason: 'too-large',
    errors: [
      {
        field: 'file',
        rule: 'too-large',
        message: 'The file "planimetria.pdf" is larger than the 20 MB a document may be.',
      },
    ],
  },
};
