import {
  API_PREFIX,
  apiPaths,
  DEFAULT_LANGUAGE,
  fillPath,
  LanguageSchema,
  PDF_CONTENT_TYPE,
  PUBLIC_DOCUMENT_IDS,
  PublicDocumentsReplySchema,
  SUPPORTED_LANGUAGES,
} from '@suap/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { z } from 'zod';
import { ok, StatusReplySchema } from '../../lib/reply.js';
import { BadRequestReplySchema } from '../../lib/reply-schemas.js';
import { serviceDeps } from '../../lib/service-deps.js';
import { createPublicDocumentsService, type PublicDocumentFile } from './public-documents.service.js';

const LangQuerySchema = z.object({ lang: LanguageSchema.default(DEFAULT_LANGUAGE) });

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
const publicDocumentsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createPublicDocumentsService(serviceDeps(app, config));

  // Generating a language's two PDFs takes about 0.3 s of CPU. A listening server does it in the background,
  // so the first visitor of the startup service page after a start does not wait for it (nor does the page's
  // rendering share the CPU with it). A failure is only logged: the first request tries again.
  app.addHook('onListen', async () => {
    app.log.info({ languages: SUPPORTED_LANGUAGES }, 'Preparing the public documents');
    for (const lang of SUPPORTED_LANGUAGES) {
      service.list(lang).then(
        () => app.log.info({ lang }, 'Public documents prepared'),
        (error: unknown) => app.log.warn({ err: error, lang }, 'Public documents not prepared'),
      );
    }
  });

  app.get(
    apiPaths.publicDocuments.list,
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'The downloadable public documents in a language, with their file names and byte sizes',
        querystring: LangQuerySchema,
        response: { 200: PublicDocumentsReplySchema, 400: BadRequestReplySchema, 500: StatusReplySchema },
      },
    },
    async (request) => {
      const { lang } = request.query;
      const files = await service.list(lang);
      return {
        ...ok('Public documents'),
        documents: files.map(({ bytes: _bytes, ...file }) => ({
          ...file,
          url: `${API_PREFIX}${fillPath(apiPaths.publicDocuments.file, { documentId: file.documentId })}?lang=${lang}`,
        })),
      };
    },
  );

  app.get(
    apiPaths.publicDocuments.file,
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
