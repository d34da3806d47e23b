import {
  apiPaths,
  CheckLegalRepQuerySchema,
  CheckLegalRepReplySchema,
  CheckPersonBodySchema,
  CheckPersonReplySchema,
  isFrontOfficeProfile,
} from '@suap/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { badRequest, forbidden, StatusReplySchema, unauthorized } from '../../lib/reply.js';
import { BadRequestReplySchema } from '../auth/auth.schemas.js';
import { checkPersonOrFail, checkUnavailable } from './check-person.js';
import { CheckUnavailableError } from './fiscal-code-checker.js';
import { CheckFailedReplySchema } from './identity-checks.schemas.js';
import { createIdentityChecks } from './identity-checks.service.js';

/** SPEC §7 checks: the fiscal code against the person's data, and the legal representative of a company. */
const identityChecksRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const checks = createIdentityChecks(config, app.database.db);

  app.post(
    apiPaths.checks.person,
    {
      // Used by the identity-matching page, whose session has no portal user yet: a session is required,
      // not a user.
      config: { access: 'session' },
      schema: {
        tags: ['identity checks'],
        summary: 'Checks a fiscal code against name, surname, birth date, gender and place of birth',
        body: CheckPersonBodySchema,
        response: {
          200: CheckPersonReplySchema,
          400: CheckFailedReplySchema,
          401: StatusReplySchema,
          502: StatusReplySchema,
        },
      },
    },
    async (request) => {
      if (!request.session) throw unauthorized('Log in to check a fiscal code');
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
      if (!user) throw unauthorized('Log in to check a legal representative');
      if (!user.active) throw forbidden('Your user is not active: contact the office');
      const query = request.query;
      // A citizen may only ask about themselves; staff may check anyone.
      if (isFrontOfficeProfile(user.profileId) && query.cfPersona.toUpperCase() !== user.fiscalCode) {
        throw forbidden('You can only check your own fiscal code');
      }
      if (query.ipaCode !== config.IPA_CODE)
        throw badRequest(`ipaCode must be this portal's code (${config.IPA_CODE})`);
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
