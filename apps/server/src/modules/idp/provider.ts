import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type pg from 'pg';
import { accountClaims, type IdpAccount } from './accounts.js';
import type { IdpSecrets } from './idp-keys.js';
import type { IdpName } from '@suap/shared';
import { renderErrorPage, renderLogoutPage, renderPostLogoutPage } from './pages/provider-pages.js';
import { pgAdapterFactory } from './pg-adapter.js';
import { languageFrom, type PageLanguage } from './pages/texts.js';

export interface EmbeddedProviderOptions {
  idp: IdpName;
  /** Absolute issuer URL, mount path included (e.g. http://localhost:3000/idp/fo). */
  issuer: string;
  mountPath: string;
  clientId: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  secrets: IdpSecrets;
  accounts: readonly IdpAccount[];
  pool: pg.Pool;
  /** Behind a TLS-terminating proxy: trust X-Forwarded-Proto for the provider's own cookies. */
  trustProxy: boolean;
  sessionHours: number;
}

/** Claims the portal reads (SPEC §3), all released with the openid scope (the only scope the portal asks for). */
export const RELEASED_CLAIMS = [
  'sub',
  'name',
  'given_name',
  'family_name',
  'birthdate',
  'date_of_birth',
  'fiscal_number',
  'gender',
  'email',
  'identities',
] as const;

export function createEmbeddedProvider(options: EmbeddedProviderOptions): Provider {
  const { accounts, secrets, mountPath } = options;
  const byUsername = new Map(accounts.map((account) => [account.username, account]));
  const hours = (n: number) => n * 60 * 60;

  const configuration: Configuration = {
    adapter: pgAdapterFactory(options.pool, options.idp),
    clients: [
      {
        client_id: options.clientId,
        client_secret: secrets.clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [options.postLogoutRedirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: { keys: secrets.cookieKeys },
    claims: { openid: [...RELEASED_CLAIMS] },
    // The portal reads the person's data from the ID token (SPEC §3), not from the userinfo endpoint.
    conformIdTokenClaims: false,
    scopes: ['openid', 'offline_access'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    // The provider must not crash on an unknown subject (e.g. a token issued before an account was renamed).
    findAccount: (_ctx, sub) => {
      const account = byUsername.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...accountClaims(account) }) };
    },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    // The portal is the provider's only, first-party client: no consent screen, the grant is implicit.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client;
      const session = ctx.oidc.session;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid offline_access');
      await grant.save();
      return grant;
    },
    // The server keeps a refresh token for revocation at logout (SPEC §4), without asking for offline_access.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    features: {
      devInteractions: { enabled: false },
      // The portal's client may revoke only its own tokens.
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage({ form, lang: pageLanguage(ctx), idp: options.idp });
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderPostLogoutPage({ lang: pageLanguage(ctx), idp: options.idp });
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage({ lang: pageLanguage(ctx), idp: options.idp, error: out });
    },
    clientBasedCORS: () => false,
    ttl: {
      AccessToken: 15 * 60,
      AuthorizationCode: 60,
      IdToken: hours(1),
      Interaction: 30 * 60,
      RefreshToken: hours(options.sessionHours),
      Session: hours(options.sessionHours),
      Grant: hours(options.sessionHours),
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.proxy = options.trustProxy;
  return provider;
}

// ctx.oidc is missing when the error happened before the provider parsed the request.
function pageLanguage(ctx: KoaContextWithOIDC): PageLanguage {
  return languageFrom(
    ctx.query.lang,
    (ctx.oidc as KoaContextWithOIDC['oidc'] | undefined)?.params?.ui_locales,
  );
}
