import {
  apiPaths,
  BackOfficeRequestListQuerySchema,
  BackOfficeRequestListReplySchema,
  DraftStorageLimitBodySchema,
  DraftStorageLimitReplySchema,
  IdParamsSchema,
  RequestReplySchema,
} from '@suap/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { ok, StatusReplySchema } from '../../lib/reply.js';
import { currentUserOf } from '../../plugins/authorize.js';
import { BadRequestReplySchema, LangQuerySchema } from '../../lib/reply-schemas.js';
import { replyLanguage } from '../../lib/reply-language.js';
import { sendRequestRecap } from '../recap-pdf/index.js';
import { serviceDeps } from '../../lib/service-deps.js';
import { createBackOfficeService } from './backoffice.service.js';

const TAGS = ['back office'];
const BACK_OFFICE = { access: 'backOffice' } as const;
const errorReplies = {
  400: BadRequestReplySchema,
  401: StatusReplySchema,
  403: StatusReplySchema,
  404: StatusReplySchema,
  409: StatusReplySchema,
};

/** SPEC §7 back-office request calls, for BO_ADMIN, BO_COLLAB and BACK_OFFICE (99). */
const backOfficeRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createBackOfficeService(serviceDeps(app, config));

  app.get(
    apiPaths.backOffice.requests,
    {
      config: BACK_OFFICE,
      schema: {
        tags: TAGS,
        summary:
          'Requests, paged; every sent one unless stateOfRequestId asks for one state, only the caller’s own with assignedToMe=true',
        querystring: BackOfficeRequestListQuerySchema.extend(LangQuerySchema.shape),
        // 503: the list's statement timeout ran out (plugins/error-handler.ts) or no connection was free in time.
        response: { 200: BackOfficeRequestListReplySchema, ...errorReplies, 503: StatusReplySchema },
      },
    },
    async (request, reply) => {
      const build = () => service.list(request.query, replyLanguage(request), currentUserOf(request).userId);
      return app.listReplies.send(request, reply, 'backOfficeRequests', build);
    },
  );

  app.get(
    apiPaths.backOffice.request,
    {
      config: BACK_OFFICE,
      schema: {
        tags: TAGS,
        summary: 'One request; drafts and deleted ones without the personal data typed into them',
        params: IdParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: RequestReplySchema, ...errorReplies },
      },
    },
    async (request) => ({
      ...ok('Request found'),
      request: await service.get(request.params.id, replyLanguage(request)),
    }),
  );

  app.get(
    apiPaths.backOffice.pdfRecap,
    {
      config: BACK_OFFICE,
      schema: {
        tags: TAGS,
        summary: 'PDF recap of a sent request, in the language the request was made in',
        params: IdParamsSchema,
        querystring: LangQuerySchema,
        response: errorReplies,
      },
    },
    async (request, reply) => {
      const recap = await service.getForRecap(request.params.id, replyLanguage(request));
      return sendRequestRecap(reply, recap);
    },
  );

  app.put(
    apiPaths.backOffice.updateDraftStorageLimit,
    {
      config: BACK_OFFICE,
      schema: {
        tags: TAGS,
        summary:
          "Moves a draft's deletion day (today at the earliest, one storage period from today at the latest)",
        params: IdParamsSchema,
        querystring: LangQuerySchema,
        body: DraftStorageLimitBodySchema,
        response: { 200: DraftStorageLimitReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const actor = currentUserOf(request);
      const lang = replyLanguage(request);
      const updated = await service.updateDraftStorageLimit(
        actor.userId,
        request.params.id,
        request.body.draftExpiresOn,
        lang,
      );
      return {
        code: 200,
        message: 'OK',
        description: lang === 'en' ? 'Deletion date updated' : 'Data di eliminazione aggiornata',
        request: updated,
      };
    },
  );
};

export default backOfficeRoutes;
