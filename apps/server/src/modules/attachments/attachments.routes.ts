import multipart from '@fastify/multipart';
import {
  apiPaths,
  AttachmentListReplySchema,
  AttachmentParamsSchema,
  AttachmentReplySchema,
  IdParamsSchema,
} from '@suap/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { ok, StatusReplySchema } from '../../lib/reply.js';
import { LangQuerySchema } from '../../lib/reply-schemas.js';
import { serviceDeps } from '../../lib/service-deps.js';
import { currentUserOf } from '../../plugins/authorize.js';
import { attachmentRefused } from './attachment-errors.js';
import { createAttachmentsService, type Download } from './attachments.service.js';
import { contentDisposition } from './file-name.js';
import type { UploadChecks } from './store-upload.js';

const FRONT_OFFICE = { access: 'frontOffice' } as const;
const BACK_OFFICE = { access: 'backOffice' } as const;
const errorReplies = {
  400: StatusReplySchema,
  401: StatusReplySchema,
  403: StatusReplySchema,
  404: StatusReplySchema,
  409: StatusReplySchema,
};
const uploadErrors = {
  ...errorReplies,
  413: StatusReplySchema,
  415: StatusReplySchema,
  422: StatusReplySchema,
  503: StatusReplySchema,
};

function sendFile(reply: FastifyReply, file: Download) {
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}

/**
 * The documents of a request (issue 29). Uploads are the one place the API takes multipart/form-data, in this
 * scope only: one part `file`, streamed to the store (never held whole in memory), cut off past the size limit.
 */
const attachmentsRoutes: FastifyPluginAsyncZod<{
  config: Config;
  checks: UploadChecks & { maxRequestBytes: number };
}> = async (app, { config, checks }) => {
  const service = createAttachmentsService(serviceDeps(app, config), checks);
  await app.register(multipart, {
    limits: { fileSize: checks.maxFileBytes + 1, files: 1, fields: 0, parts: 1, headerPairs: 100 },
    throwFileSizeLimit: false,
  });

  app.get(
    apiPaths.requests.attachments,
    {
      config: FRONT_OFFICE,
      schema: {
        tags: ['requests'],
        summary: 'The documents of one of the citizen’s own requests, and what the portal accepts',
        params: IdParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: AttachmentListReplySchema, ...errorReplies },
      },
    },
    async (request) => ({
      ...ok('Attachments'),
      ...(await service.list(currentUserOf(request), request.params.id)),
    }),
  );

  app.post(
    apiPaths.requests.attachments,
    {
      config: FRONT_OFFICE,
      schema: {
        tags: ['requests'],
        summary:
          'Adds one document (multipart/form-data, part `file`) to a draft or to the answer the SUAP waits for',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: AttachmentReplySchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        await service.checkOwner(currentUserOf(request), request.params.id);
        throw attachmentRefused('no-file');
      }
      // A form the parser cannot read (no boundary, cut short, a field instead of a file) has no file to take.
      const part = await request.file().catch(() => undefined);
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw attachmentRefused('no-file');
      }
      const attachment = await service.add(currentUserOf(request), request.params.id, {
        stream: part.file,
        name: part.filename,
        bodyEnded: request.raw.readableEnded
          ? Promise.resolve()
          : new Promise<void>((resolve) => request.raw.once('end', () => resolve())),
      });
      return reply.send({ ...ok('Attachment added'), attachment });
    },
  );

  app.get(
    apiPaths.requests.attachment,
    {
      config: FRONT_OFFICE,
      schema: {
        tags: ['requests'],
        summary: 'The bytes of one document of the citizen’s own request, checked against its SHA-256',
        produces: ['application/octet-stream', 'application/json'],
        params: AttachmentParamsSchema,
        querystring: LangQuerySchema,
        response: { ...errorReplies, 500: StatusReplySchema },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await service.download(currentUserOf(request), request.params.id, request.params.attachmentId),
      ),
  );

  app.delete(
    apiPaths.requests.attachment,
    {
      config: FRONT_OFFICE,
      schema: {
        tags: ['requests'],
        summary: 'Removes a document not handed in yet',
        params: AttachmentParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: StatusReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      await service.remove(currentUserOf(request), request.params.id, request.params.attachmentId);
      return ok('Attachment removed');
    },
  );

  app.get(
    apiPaths.backOffice.attachments,
    {
      config: BACK_OFFICE,
      schema: {
        tags: ['back office'],
        summary:
          'The documents handed in with a request and with the citizen’s answers, with their signatures',
        params: IdParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: AttachmentListReplySchema, ...errorReplies },
      },
    },
    async (request) => ({ ...ok('Attachments'), ...(await service.staffList(request.params.id)) }),
  );

  app.get(
    apiPaths.backOffice.attachment,
    {
      config: BACK_OFFICE,
      schema: {
        tags: ['back office'],
        summary: 'The bytes of a document handed in, checked against its SHA-256',
        produces: ['application/octet-stream', 'application/json'],
        params: AttachmentParamsSchema,
        querystring: LangQuerySchema,
        response: { ...errorReplies, 500: StatusReplySchema },
      },
    },
    async (request, reply) =>
      sendFile(reply, await service.staffDownload(request.params.id, request.params.attachmentId)),
  );
};

export default attachmentsRoutes;
