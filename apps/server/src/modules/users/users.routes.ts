import {
  apiPaths,
  CreateUserBodySchema,
  ModifyUserBodySchema,
  UserIdParamsSchema,
  UserListQuerySchema,
  UserListReplySchema,
  UserReplySchema,
  type Language,
} from '@suap/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { StatusReplySchema } from '../../lib/reply.js';
import { currentUserOf } from '../../plugins/authorize.js';
import { BadRequestReplySchema, LangQuerySchema } from '../../lib/reply-schemas.js';
import { replyLanguage } from '../../lib/reply-language.js';
import { serviceDeps } from '../../lib/service-deps.js';
import { createUsersService } from './users.service.js';

const TAGS = ['users'];
// SPEC §6 / issue 7: user management is for administrators only.
const ADMIN = { access: 'admin' } as const;
const errorReplies = {
  400: BadRequestReplySchema,
  401: StatusReplySchema,
  403: StatusReplySchema,
  404: StatusReplySchema,
};

const done = (lang: Language, it: string, en: string) => ({
  code: 200,
  message: 'OK',
  description: lang === 'en' ? en : it,
});

/** SPEC §7 back-office user calls: list, details, create, modify. */
const usersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createUsersService(serviceDeps(app, config));

  app.get(
    apiPaths.backOffice.users,
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Users, paged, by surname; filter searches names, fiscal code and e-mail',
        querystring: UserListQuerySchema.extend(LangQuerySchema.shape),
        response: { 200: UserListReplySchema, ...errorReplies },
      },
    },
    (request) => service.list(request.query, replyLanguage(request)),
  );

  app.get(
    apiPaths.backOffice.user,
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'One user',
        params: UserIdParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: UserReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const lang = replyLanguage(request);
      return {
        ...done(lang, 'Utente trovato', 'User found'),
        user: await service.get(request.params.id, lang),
      };
    },
  );

  app.post(
    apiPaths.backOffice.createUser,
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Creates a user; a fiscal code, e-mail or eIDAS id already in use answers 400',
        querystring: LangQuerySchema,
        body: CreateUserBodySchema,
        response: { 200: UserReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const lang = replyLanguage(request);
      const user = await service.create(currentUserOf(request).userId, request.body, lang);
      return { ...done(lang, 'Utente creato', 'User created'), user };
    },
  );

  app.put(
    apiPaths.backOffice.modifyUser,
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary:
          'Modifies the user named by userId; the last active administrator cannot be deactivated or demoted',
        querystring: LangQuerySchema,
        body: ModifyUserBodySchema,
        response: { 200: UserReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const lang = replyLanguage(request);
      const user = await service.modify(currentUserOf(request).userId, request.body, lang);
      return { ...done(lang, 'Utente modificato', 'User modified'), user };
    },
  );
};

export default usersRoutes;
