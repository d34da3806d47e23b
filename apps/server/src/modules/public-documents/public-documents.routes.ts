import { LanguageSchema, DEFAULT_LANGUAGE, PDF_CONTENT_TYPE } from '@suap/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, StatusReplySchema, statusFields } from '../../lib/reply.js';
import { BadRequestReplySchema } from '../auth/auth.schemas.js';
import {
  PUBLIC_DOCUMENT_IDS,
  publicDocumentsService,
  type PublicDocumentFile,
} from './public-documents.service.js';

export const PUBLIC_DOCUMENTS_PATH = '/public/documents';

const LangQuerySchema = z.object({ lang: LanguageSchema.default(DEFAULT_LANGUAGE) });

const DocumentListReplySchema = z.object({
  ...statusFields,
  documents: z.array(
    z.object({
      documentId: z.enum(PUBLIC_DOCUMENT_IDS),
      title: z.string(),
      fileName: z.string(),
      contentType: z.literal(PDF_CONTENT_TYPE),
      size: z.number().int(),
      sizeLabel: z.string(),
      url: z.string(),
    }),
  ),
});

const TAGS = ['public documents'];

// A plain FastifyReply: the typed reply of the route only accepts the JSON shapes of its error schemas.
function sendFile(reply: FastifyReply, file: PublicDocumentFile): FastifyReply {
  return reply
    .type(PDF_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('content-length', file.size)
    .send(file.bytes);
}
const PUBLIC = { access: 'public' } as const;

/** The public PDFs of the startup service page: the decree 160 reference sheet and the initiative list. */
const publicDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = publicDocumentsService(app.database.db);

  app.get(
    PUBLIC_DOCUMENTS_PATH,
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'The downloadable public documents in a language, with their file names and byte sizes',
        querystring: LangQuerySchema,
        response: { 200: DocumentListReplySchema, 400: BadRequestReplySchema, 500: StatusReplySchema },
      },
    },
    async (request) => {
      const { lang } = request.query;
      const files = await service.list(lang);
      return {
        ...ok('Public documents'),
        documents: files.map(({ bytes: _bytes, ...file }) => ({
          ...file,
          url: `/api${PUBLIC_DOCUMENTS_PATH}/${file.documentId}?lang=${lang}`,
        })),
      };
    },
  );

  app.get(
    `${PUBLIC_DOCUMENTS_PATH}/:documentId`,
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'One public document as a tagged PDF in the language asked for',
        produces: [PDF_CONTENT_TYPE, 'application/json'],
        params: z.object({ documentId: z.enum(PUBLIC_DOCUMENT_IDS, { error: 'invalid' }) }),
        querystring: LangQuerySchema,
        response: { 400: BadRequestReplySchema, 500: StatusReplySchema },
      },
    },
    async (request, reply) =>
      sendFile(reply, await service.file(request.params.documentId, request.query.lang)),
  );
};

export default publicDocumentsRoutes;
