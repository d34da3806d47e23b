import {
  apiPaths,
  CheckLegalRepQuerySchema,
  CheckLegalRepReplySchema,
  CheckPersonBodySchema,
  CheckPersonReplySchema,
  isFrontOfficeProfile,
} from '@suap/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { ApiError, badRequest, forbidden, StatusReplySchema, unauthorized } from '../../lib/reply.js';
import { BadRequestReplySchema } from '../../lib/reply-schemas.js';
import { replyLanguage } from '../../lib/reply-language.js';
import { checkPersonOrFail, checkUnavailable } from './check-person.js';
import { CheckUnavailableError } from './fiscal-code-checker.js';
import { CheckFailedReplySchema } from './identity-checks.schemas.js';
import { serviceDeps } from '../../lib/service-deps.js';
import { createIdentityChecksService } from './identity-checks.service.js';
import { msg } from '../../lib/messages/index.js';

/** SPEC §7 checks: the fiscal code against the person's data, and the legal representative of a company. */
const identityChecksRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const checks = createIdentityChecksService(serviceDeps(app, config));
  /**
   * Each answer tells whether a fiscal code matches a name and birth data, so the route is an oracle for guessing
   * codes: bounded per session like the logins (the session hook runs before this route's hook, so the key is the
   * session; the address when there is none).
   */
  const personCheckLimit = {
    max: config.RATE_LIMIT_LOGIN_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => request.session?.id ?? request.ip,
    errorResponseBuilder: (request: FastifyRequest) =>
      new ApiError(
        429,
        'Too Many Requests',
        replyLanguage(request) === 'en'
          ? 'Too many fiscal code checks: wait a minute and try again'
          : 'Troppe verifiche del codice fiscale: attendi un minuto e riprova',
      ),
  };

  app.post(
    apiPaths.checks.person,
    {
      // Only the identity-matching step needs it (SPEC §5), and its session has no portal user yet: a session is
      // required, not a user, and it must be waiting for identity matching.
      config: { access: 'session', rateLimit: personCheckLimit },
      // Before the body is validated: outside identity matching the answer is 403 whatever was sent.
      preValidation: async (request) => {
        const en = replyLanguage(request) === 'en';
        if (!request.session)
          throw unauthorized(
            en ? 'Log in to check a fiscal code' : 'Accedi per verificare un codice fiscale',
          );
        if (request.session.data.identityMatching !== true) {
          throw forbidden(
            en
              ? 'The fiscal code check is only available while matching an identity'
              : "La verifica del codice fiscale è disponibile solo durante l'abbinamento dell'identità",
          );
        }
      },
      schema: {
        tags: ['identity checks'],
        summary: 'Checks a fiscal code against name, surname, birth date, gender and place of birth',
        body: CheckPersonBodySchema,
        response: {
          200: CheckPersonReplySchema,
          400: CheckFailedReplySchema,
          401: StatusReplySchema,
          403: StatusReplySchema,
          429: StatusReplySchema,
          502: StatusReplySchema,
        },
      },
    },
    async (request) => {
      const result = await checkPersonOrFail(checks.fiscalCode, request.body);
      return { code: 200, message: 'OK', description: 'The fiscal code matches the data given', ...result };
    },
  );

  app.get(
    apiPaths.checks.legalRepresentative,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['identity checks'],
        summary: 'Is the person a legal representative of the company? esito OK or KO',
        querystring: CheckLegalRepQuerySchema,
        response: {
          200: CheckLegalRepReplySchema,
          400: BadRequestReplySchema,
          401: StatusReplySchema,
          403: StatusReplySchema,
          502: StatusReplySchema,
        },
      },
    },
    async (request) => {
      const user = request.currentUser;
      if (!user) throw unauthorized(msg('legal-rep.login'));
      if (!user.active) throw forbidden(msg('auth.inactive'));
      const query = request.query;
      // A citizen may only ask about themselves; staff may check anyone.
      if (isFrontOfficeProfile(user.profileId) && query.cfPersona.toUpperCase() !== user.fiscalCode) {
        throw forbidden(msg('legal-rep.own'));
      }
      if (query.ipaCode !== config.IPA_CODE) throw badRequest(msg('legal-rep.ipa', { ipa: config.IPA_CODE }));
      try {
        const esito = await checks.legalRep.check(query);
        const description =
          esito === 'OK'
            ? 'The person is a legal representative of the company'
            : 'The person is not a legal representative of the company';
        return { code: 200, message: 'OK', description, esito };
      } catch (error) {
        if (error instanceof CheckUnavailableError) throw checkUnavailable(error);
        throw error;
      }
    },
  );
};

export default identityChecksRoutes;
