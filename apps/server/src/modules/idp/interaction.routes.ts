import type { FastifyInstance, FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { checkCredentials, type IdpAccount } from './accounts.js';
import type { IdpName } from '@suap/shared';
import { renderErrorPage } from './pages/provider-pages.js';
import { renderLoginPage, type LoginError } from './pages/login-page.js';
import { languageFrom } from './pages/texts.js';

interface InteractionRoutesOptions {
  idp: IdpName;
  provider: Provider;
  mountPath: string;
  accounts: readonly IdpAccount[];
}

const ParamsSchema = z.object({ uid: z.string().min(1).max(100) });
const QuerySchema = z.object({ lang: z.string().max(10).optional() });
const LoginBodySchema = z.object({
  username: z.string().max(100).optional(),
  password: z.string().max(200).optional(),
  lang: z.string().max(10).optional(),
});

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

/**
 * The provider's login interaction: GET shows the form, POST .../login checks the development credentials,
 * POST .../abort cancels. The provider reads its own interaction cookie from the raw request.
 */
export async function interactionRoutes(app: FastifyInstance, opts: InteractionRoutesOptions) {
  const { idp, provider, mountPath, accounts } = opts;
  const base = `${mountPath}/interaction/:uid`;
  const pathOf = (uid: string) => `${mountPath}/interaction/${encodeURIComponent(uid)}`;

  const expired = (reply: FastifyReply, lang: string | undefined) =>
    html(
      reply,
      400,
      renderErrorPage({ idp, lang: languageFrom(lang), error: { error: 'interaction_expired' } }),
    );

  app.get(
    base,
    { schema: { params: ParamsSchema, querystring: QuerySchema, hide: true } },
    async (request, reply) => {
      const { uid } = ParamsSchema.parse(request.params);
      const { lang } = QuerySchema.parse(request.query);
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details || details.uid !== uid) return expired(reply, lang);
      if (details.prompt.name !== 'login') {
        // A first-party client never needs consent: the grant is created by loadExistingGrant.
        reply.hijack();
        return provider.interactionFinished(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
      }
      const pageLang = languageFrom(lang, details.params.ui_locales);
      return html(
        reply,
        200,
        renderLoginPage({ idp, lang: pageLang, interactionPath: pathOf(uid), accounts }),
      );
    },
  );

  app.post(
    `${base}/login`,
    { schema: { params: ParamsSchema, body: LoginBodySchema, hide: true } },
    async (request, reply) => {
      const { uid } = ParamsSchema.parse(request.params);
      const body = LoginBodySchema.parse(request.body ?? {});
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details || details.uid !== uid) return expired(reply, body.lang);
      const lang = languageFrom(body.lang, details.params.ui_locales);
      const username = body.username?.trim() ?? '';
      const password = body.password ?? '';
      const account = username && password ? checkCredentials(accounts, username, password) : undefined;
      if (!account) {
        const error: LoginError = username && password ? 'wrongCredentials' : 'missingFields';
        const page = renderLoginPage({ idp, lang, interactionPath: pathOf(uid), accounts, error, username });
        return html(reply, 200, page);
      }
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: account.username } },
        { mergeWithLastSubmission: false },
      );
    },
  );

  app.post(`${base}/abort`, { schema: { params: ParamsSchema, hide: true } }, async (request, reply) => {
    const { uid } = ParamsSchema.parse(request.params);
    const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    if (!details || details.uid !== uid) return expired(reply, undefined);
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'The person cancelled the login' },
      { mergeWithLastSubmission: false },
    );
  });
}
