import { IDP_NAMES, LanguageSchema, ResponseStatusSchema } from '@suap/shared';
import { z } from 'zod';
import { hasControlCharacters } from './same-site-path.js';

/** Cookie of a login in progress (state, nonce and PKCE verifier stay on the server). */
export const PRE_LOGIN_COOKIE = 'suap_login';

export const LoginStartQuerySchema = z.object({
  idp: z.enum(IDP_NAMES),
  /**
   * Same-site path to come back to after login; anything else is ignored (no open redirect). Control characters
   * (tab, CR, LF, also percent-encoded) are refused outright: no page of the portal has them in its path.
   */
  origin: z
    .string()
    .max(1000)
    .refine((origin) => !hasControlCharacters(origin), { message: 'pattern' })
    .optional(),
  lang: LanguageSchema.optional(),
});

/**
 * A refused login: message 'Authentication failed' (the web shows the authentication-failed modal), the description
 * in the language the login was started in (`lang`, which the web also uses for the page and modal), and, when the
 * provider authenticated someone, the provider's end-session URL: the browser ends that provider session, so the
 * next login at this browser starts clean.
 */
export const AuthFailedReplySchema = ResponseStatusSchema.extend({
  lang: LanguageSchema.optional(),
  logoutUrl: z.string().nullable().optional(),
});
