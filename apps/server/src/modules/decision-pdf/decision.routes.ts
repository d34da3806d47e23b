import { apiPaths, IdParamsSchema } from '@suap/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { StatusReplySchema } from '../../lib/reply.js';
import { BadRequestReplySchema, LangQuerySchema } from '../../lib/reply-schemas.js';
import { serviceDeps } from '../../lib/service-deps.js';
import { currentUserOf } from '../../plugins/authorize.js';
import { createDecisionService } from './decision.service.js';
import { sendDecision } from './send-decision.js';

// The 200 is the PDF (openapi-operations.ts marks both calls `pdf`); errors keep the JSON envelope.
const errorReplies = {
  400: BadRequestReplySchema,
  401: StatusReplySchema,
  403: StatusReplySchema,
  404: StatusReplySchema,
  409: StatusReplySchema,
};
const PRODUCES = ['application/pdf', 'application/json'];

/**
 * The decision document of an accepted or rejected request (issue 27 item 5): for the citizen who owns it and for
 * staff, beside the recap calls. Any other state answers 409 (reason 'not-decided').
 */
const decisionRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createDecisionService(serviceDeps(app, config));

  app.get(
    apiPaths.requests.decisionPdf,
    {
      config: { access: 'frontOffice' },
      schema: {
        tags: ['requests'],
        summary:
          'Decision document (PDF) of one of the citizen’s own accepted or rejected requests, in the request’s language',
        produces: PRODUCES,
        params: IdParamsSchema,
        querystring: LangQuerySchema,
        response: errorReplies,
      },
    },
    async (request, reply) =>
      sendDecision(reply, await service.forCitizen(currentUserOf(request).userId, request.params.id)),
  );

  app.get(
    apiPaths.backOffice.decisionPdf,
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['back office'],
        summary: 'Decision document (PDF) of an accepted or rejected request, in the request’s language',
        produces: PRODUCES,
        params: IdParamsSchema,
        querystring: LangQuerySchema,
        response: errorReplies,
      },
    },
    async (request, reply) => sendDecision(reply, await service.forStaff(request.params.id)),
  );
};

export default decisionRoutes;
