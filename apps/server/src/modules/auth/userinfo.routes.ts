import {
  apiPaths,
  normalizeFiscalCode,
  patterns,
  requiredTextField,
  USER_PROFILE_HEADER,
  UserInfoHeadersSchema,
  UserInfoQuerySchema,
  UserInfoReplySchema,
} from '@suap/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { forbidden, StatusReplySchema, unauthorized } from '../../lib/reply.js';
import { authRepository } from './auth.repository.js';
import { BadRequestReplySchema, LangQuerySchema } from '../../lib/reply-schemas.js';
import { replyLanguage } from '../../lib/reply-language.js';
import { toUserView } from '../../lib/user-view.js';
import { msg } from '../../lib/messages/index.js';

const BackOfficeUserInfoQuerySchema = LangQuerySchema.extend({
  fiscalCode: requiredTextField(patterns.fiscalCode, 16).optional(),
});

/**
 * SPEC §7 user lookups. They answer only for the logged-in identity: another fiscal code, or a profile header
 * that is not the user's own profile, is 403.
 */
const userInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = authRepository(app.database.db);
  const replies = {
    200: UserInfoReplySchema,
    400: BadRequestReplySchema,
    401: StatusReplySchema,
    403: StatusReplySchema,
  };

  async function ownUser(
    request: FastifyRequest,
    fiscalCode: string | undefined,
    profileHeader: number | undefined,
  ) {
    const current = request.currentUser;
    if (!current) throw unauthorized();
    if (fiscalCode !== undefined && normalizeFiscalCode(fiscalCode) !== current.fiscalCode) {
      throw forbidden(msg('userinfo.own'));
    }
    if (profileHeader !== undefined && profileHeader !== current.profileId) {
      throw forbidden(`The ${USER_PROFILE_HEADER} header does not match your profile`);
    }
    const row = await users.findUserById(current.userId);
    if (!row) throw unauthorized();
    return {
      user: toUserView(row, replyLanguage(request)),
      code: 200,
      message: 'OK',
      description: 'User found',
    };
  }

  app.get(
    apiPaths.userInfo,
    {
      // Any session at the gate, so an inactive user still gets an answer (active 0) and the web logs them out.
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user (front office)',
        querystring: UserInfoQuerySchema.extend(LangQuerySchema.shape),
        headers: UserInfoHeadersSchema,
        response: replies,
      },
    },
    async (request) => ownUser(request, request.query.fiscalCode, request.headers[USER_PROFILE_HEADER]),
  );

  app.get(
    apiPaths.backOfficeUserInfo,
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user (back office)',
        querystring: BackOfficeUserInfoQuerySchema,
        headers: UserInfoHeadersSchema,
        response: replies,
      },
    },
    async (request) => ownUser(request, request.query.fiscalCode, request.headers[USER_PROFILE_HEADER]),
  );
};

export default userInfoRoutes;
