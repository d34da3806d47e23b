import {
  apiPaths,
  IdParamsSchema,
  RequestCreateBodySchema,
  RequestDeleteReplySchema,
  RequestListReplySchema,
  RequestReplySchema,
  RequestUpdateBodySchema,
} from '@suap/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { ok } from '../../lib/reply.js';
import { currentUserOf } from '../../plugins/authorize.js';
import { LangQuerySchema } from '../../lib/reply-schemas.js';
import { replyLanguage } from '../../lib/reply-language.js';
import { sendRequestRecap } from '../recap-pdf/index.js';
import { serviceDeps } from '../../lib/service-deps.js';
import {
  errorReplies,
  OwnRequestListQuerySchema,
  RequestConflictReplySchema,
  RequestDeleteQuerySchema,
} from './requests.schemas.js';
import { createRequestsService, type Actor } from './requests.service.js';

const FRONT_OFFICE = { access: 'frontOffice' } as const;
const TAGS = ['requests'];

function actorOf(request: FastifyRequest): Actor {
  const user = currentUserOf(request);
  return {
    userId: user.userId,
    fiscalCode: user.fiscalCode,
    fiscalCodeFromProvider: Boolean(request.session?.data.identity?.fiscalCode),
  };
}

/** SPEC §7 "Requests, front office": the logged-in citizen's own requests (issue 5). */
const requestsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createRequestsService(serviceDeps(app, config));

  app.post(
    apiPaths.requests.create,
    {
      config: FRONT_OFFICE,
      schema: {
        tags: TAGS,
        summary:
          "Creates a draft (state 1, version 1) owned by the logged-in citizen (409 'draft-limit' past MAX_OPEN_DRAFTS_PER_CITIZEN)",
        querystring: LangQuerySchema,
        body: RequestCreateBodySchema,
        response: { 200: RequestReplySchema, ...errorReplies, 409: RequestConflictReplySchema },
      },
    },
    async (request) => ({
      code: 200,
      message: 'OK',
      description: 'Draft created',
      request: await service.create(actorOf(request), request.body, replyLanguage(request)),
    }),
  );

  app.get(
    apiPaths.requests.list,
    {
      config: FRONT_OFFICE,
      schema: {
        tags: TAGS,
        summary: "One page of the citizen's own requests, newest first ('No Requests' without userId)",
        querystring: OwnRequestListQuerySchema,
        response: { 200: RequestListReplySchema, ...errorReplies },
      },
    },
    async (request, reply) => {
      // The cache key holds the URL, so each page, size and state filter is kept apart.
      return app.listReplies.send(request, reply, 'ownRequests', async () => {
        const page = await service.list(actorOf(request), request.query, replyLanguage(request));
        return {
          code: 200,
          description: `${page.totalResults} requests`,
          sort: null,
          filter: null,
          ...page,
        };
      });
    },
  );

  app.get(
    apiPaths.requests.byId,
    {
      config: FRONT_OFFICE,
      schema: {
        tags: TAGS,
        summary: 'One of the citizen’s own requests (someone else’s answers 404)',
        params: IdParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: RequestReplySchema, ...errorReplies },
      },
    },
    async (request) => ({
      ...ok('Request found'),
      request: await service.get(actorOf(request), request.params.id, replyLanguage(request)),
    }),
  );

  app.put(
    apiPaths.requests.byId,
    {
      config: FRONT_OFFICE,
      schema: {
        tags: TAGS,
        summary: "Saves a draft (action 'save') or sends it (action 'send'), based on `version`",
        params: IdParamsSchema,
        querystring: LangQuerySchema,
        body: RequestUpdateBodySchema,
        response: { 200: RequestReplySchema, ...errorReplies, 409: RequestConflictReplySchema },
      },
    },
    async (request) => {
      const sent = request.body.action === 'send';
      return {
        code: 200,
        message: 'OK',
        description: sent ? 'Request sent' : 'Draft saved',
        request: await service.update(
          actorOf(request),
          request.params.id,
          request.body,
          replyLanguage(request),
        ),
      };
    },
  );

  app.delete(
    apiPaths.requests.byId,
    {
      config: FRONT_OFFICE,
      schema: {
        tags: TAGS,
        summary: 'Deletes a draft (state 2), based on `version`',
        params: IdParamsSchema,
        querystring: RequestDeleteQuerySchema,
        response: { 200: RequestDeleteReplySchema, ...errorReplies, 409: RequestConflictReplySchema },
      },
    },
    async (request) => {
      await service.remove(actorOf(request), request.params.id, request.query.version);
      return { code: 200, message: 'OK', description: 'Draft deleted' };
    },
  );

  app.get(
    apiPaths.requests.pdfRecap,
    {
      config: FRONT_OFFICE,
      schema: {
        tags: TAGS,
        summary: 'PDF recap of one of the citizen’s own requests, in the language the request was made in',
        produces: ['application/pdf', 'application/json'],
        params: IdParamsSchema,
        response: errorReplies,
      },
    },
    async (request, reply) =>
      sendRequestRecap(reply, await service.forRecap(actorOf(request), request.params.id)),
  );
};

export default requestsRoutes;
