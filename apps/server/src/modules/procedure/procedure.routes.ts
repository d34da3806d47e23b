import {
  apiPaths,
  CitizenAnswerBodySchema,
  CitizenWithdrawBodySchema,
  OperatorListReplySchema,
  PROCEDURE_CONFLICT_REASONS,
  ProcedureReplySchema,
  RequestIdParamsSchema,
  ResponseStatusSchema,
  StaffActionBodySchema,
} from '@suap/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { ok, StatusReplySchema } from '../../lib/reply.js';
import { BadRequestReplySchema, LangQuerySchema } from '../../lib/reply-schemas.js';
import { serviceDeps } from '../../lib/service-deps.js';
import { currentUserOf } from '../../plugins/authorize.js';
import { createProcedureService, type ProcedureActor } from './procedure.service.js';

const BACK_OFFICE = { access: 'backOffice' } as const;
const FRONT_OFFICE = { access: 'frontOffice' } as const;

/**
 * A 409 of the procedure: `reason` says why (procedure.errors.ts); with 'stale-version', `currentVersion` is the
 * stored one to reload.
 */
const ProcedureConflictReplySchema = ResponseStatusSchema.extend({
  reason: z.enum(PROCEDURE_CONFLICT_REASONS),
  currentVersion: z.number().int().optional(),
});

const errorReplies = {
  400: BadRequestReplySchema,
  401: StatusReplySchema,
  403: StatusReplySchema,
  404: StatusReplySchema,
  409: ProcedureConflictReplySchema,
};

function actorOf(request: FastifyRequest): ProcedureActor {
  const { userId, profileId } = currentUserOf(request);
  return { userId, profileId };
}

/**
 * The procedure after sending (issue 27): staff read it and act (back office), the citizen reads it, answers and
 * may withdraw the request (front office, issue 30). Routes validate and delegate; access to each request is the
 * service's.
 */
const procedureRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createProcedureService(serviceDeps(app, config));

  app.get(
    apiPaths.backOffice.procedure,
    {
      config: BACK_OFFICE,
      schema: {
        tags: ['back office'],
        summary:
          'Where a sent request stands: history, responsible operator, term, and the steps the caller may take',
        params: RequestIdParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: ProcedureReplySchema, ...errorReplies },
      },
    },
    async (request) => ({
      ...ok('Procedure'),
      procedure: await service.staffView(actorOf(request), request.params.id),
    }),
  );

  app.post(
    apiPaths.backOffice.procedure,
    {
      config: BACK_OFFICE,
      schema: {
        tags: ['back office'],
        summary:
          'One step of the procedure (administrators and collaborators; the transition table decides), based on `version`',
        params: RequestIdParamsSchema,
        querystring: LangQuerySchema,
        body: StaffActionBodySchema,
        response: { 200: ProcedureReplySchema, ...errorReplies },
      },
    },
    async (request) => ({
      ...ok(`Step ${request.body.action} recorded`),
      procedure: await service.staffAct(actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    apiPaths.backOffice.operators,
    {
      config: BACK_OFFICE,
      schema: {
        tags: ['back office'],
        summary: 'The active administrators and collaborators a request can be assigned to, by surname',
        querystring: LangQuerySchema,
        response: {
          200: OperatorListReplySchema,
          400: BadRequestReplySchema,
          401: StatusReplySchema,
          403: StatusReplySchema,
        },
      },
    },
    async () => {
      const operators = await service.listOperators();
      return { ...ok(`${operators.length} operators`), operators };
    },
  );

  app.get(
    apiPaths.requests.procedure,
    {
      config: FRONT_OFFICE,
      schema: {
        tags: ['requests'],
        summary:
          'Where one of the citizen’s own requests stands: history, responsible operator, term, what they may answer',
        params: RequestIdParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: ProcedureReplySchema, ...errorReplies },
      },
    },
    async (request) => ({
      ...ok('Procedure'),
      procedure: await service.citizenView(actorOf(request), request.params.id),
    }),
  );

  app.post(
    apiPaths.requests.answer,
    {
      config: FRONT_OFFICE,
      schema: {
        tags: ['requests'],
        summary:
          'The citizen’s answer to an integration request (7 → 8) or to a 10-bis notice (9 → 10), before the term ends',
        params: RequestIdParamsSchema,
        querystring: LangQuerySchema,
        body: CitizenAnswerBodySchema,
        response: { 200: ProcedureReplySchema, ...errorReplies },
      },
    },
    async (request) => ({
      ...ok('Answer recorded'),
      procedure: await service.citizenAnswer(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    apiPaths.requests.withdraw,
    {
      config: FRONT_OFFICE,
      schema: {
        tags: ['requests'],
        summary:
          'The citizen withdraws their request while its procedure is open (3, 6–10 → 11, withdrawn), based on `version`',
        params: RequestIdParamsSchema,
        querystring: LangQuerySchema,
        body: CitizenWithdrawBodySchema,
        response: { 200: ProcedureReplySchema, ...errorReplies },
      },
    },
    async (request) => ({
      ...ok('Request withdrawn'),
      procedure: await service.citizenWithdraw(actorOf(request), request.params.id, request.body),
    }),
  );
};

export default procedureRoutes;
