import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import type { Config } from '../../config.js';
import type { IdpName } from '@suap/shared';
import { postLogoutRedirectUri, redirectUriFor } from '../../lib/login-callbacks.js';

export interface OidcClient {
  idp: IdpName;
  configuration: client.Configuration;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** Where the provider's end-session endpoint is when discovery does not say (FO_/BO_OIDC_LOGOUT_PATH). */
  fallbackLogoutUrl: string;
}

/**
 * A fetch that answers through app.inject: the server talks to its own embedded provider in-process, so
 * discovery, token, revocation and JWKS calls need neither a listening socket nor a reachable BASE_URL.
 */
export function injectFetch(app: FastifyInstance, baseUrl: string): client.CustomFetch {
  const forwardedProto = new URL(baseUrl).protocol.replace(':', '');
  return async (url, options) => {
    const target = new URL(url);
    const headers = Object.fromEntries(
      new Headers(options.headers as ConstructorParameters<typeof Headers>[0]).entries(),
    );
    const body = options.body;
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: { ...headers, host: target.host, 'x-forwarded-proto': forwardedProto },
      ...(body === undefined || body === null
        ? {}
        : { payload: typeof body === 'string' ? body : body.toString() }),
    });
    const replyHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) replyHeaders.append(name, String(item));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: replyHeaders,
    });
  };
}

/**
 * The portal's OpenID Connect client per provider (openid-client 6), the same code for the embedded and
 * for real providers. Discovery runs on first use and is cached; a failed discovery is retried next time.
 */
export class OidcClients {
  private readonly cache = new Map<IdpName, Promise<OidcClient>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly config: Config,
  ) {}

  get(idp: IdpName): Promise<OidcClient> {
    let pending = this.cache.get(idp);
    if (!pending) {
      pending = this.discover(idp);
      pending.catch(() => this.cache.delete(idp));
      this.cache.set(idp, pending);
    }
    return pending;
  }

  private async discover(idp: IdpName): Promise<OidcClient> {
    const { config, app } = this;
    const embedded = app.embeddedIdps[idp];
    const external = idp === 'fo' ? config.FO_OIDC_ISSUER : config.BO_OIDC_ISSUER;
    const issuer = embedded?.issuer ?? external;
    if (!issuer) throw new Error(`No identity provider configured for ${idp}`);
    const clientId = idp === 'fo' ? config.FO_OIDC_CLIENT_ID : config.BO_OIDC_CLIENT_ID;
    const secret =
      embedded?.clientSecret ?? (idp === 'fo' ? config.FO_OIDC_CLIENT_SECRET : config.BO_OIDC_CLIENT_SECRET);
    const logoutPath = idp === 'fo' ? config.FO_OIDC_LOGOUT_PATH : config.BO_OIDC_LOGOUT_PATH;
    const insecure = new URL(issuer).protocol === 'http:';

    const configuration = await client.discovery(
      new URL(issuer),
      clientId,
      undefined,
      secret ? client.ClientSecretBasic(secret) : client.None(),
      {
        // Plain http only for development issuers (e.g. http://localhost); real providers are https.
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
        ...(embedded ? { [client.customFetch]: injectFetch(app, config.baseUrl) } : {}),
      },
    );
    if (embedded) configuration[client.customFetch] = injectFetch(app, config.baseUrl);
    return {
      idp,
      configuration,
      redirectUri: redirectUriFor(config, idp),
      postLogoutRedirectUri: postLogoutRedirectUri(config),
      fallbackLogoutUrl: `${issuer.replace(/\/$/, '')}${logoutPath}`,
    };
  }
}
