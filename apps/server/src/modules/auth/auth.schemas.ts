import {
  IdentityClaimsSchema,
  LanguageSchema,
  LoginTokenReplySchema,
  ResponseStatusSchema,
  UserSchema,
} from '@suap/shared';
import { z } from 'zod';
import { IDP_NAMES } from '../idp/idp-names.js';
import { hasControlCharacters } from './same-site-path.js';

/** API paths of the session/login calls the SPEC leaves unnamed (apiPaths holds the SPEC §7 ones). */
export const authPaths = {
  start: '/login/start',
  logout: '/login/logout',
  identityMatch: '/login/identity-match',
  session: '/session',
  extend: '/session/extend',
} as const;

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

const SessionTimesSchema = z.object({
  idleMinutes: z.number().int(),
  /** When the session ends without activity (ISO instant); null when anonymous. */
  expiresAt: z.string().nullable(),
  /** When the session ends regardless of activity. */
  absoluteExpiresAt: z.string().nullable(),
});

/**
 * The token reply: SPEC §7's claims, expires_in and token_type, plus what the web needs to continue — the
 * portal user, whether identity matching comes next, the remembered origin and the session's deadlines.
 * No token string is in it (the schema is the allow-list).
 */
export const LoginReplySchema = LoginTokenReplySchema.extend({
  user: UserSchema.nullable(),
  identityMatching: z.boolean(),
  origin: z.string().nullable(),
  session: SessionTimesSchema,
});
export type LoginReply = z.infer<typeof LoginReplySchema>;

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

export const SessionReplySchema = ResponseStatusSchema.extend({
  authenticated: z.boolean(),
  identityMatching: z.boolean(),
  idp: z.enum(IDP_NAMES).nullable(),
  user: UserSchema.nullable(),
  claims: IdentityClaimsSchema.nullable(),
  /** True when this browser's session just ended (idle or absolute timeout). */
  sessionEnded: z.boolean(),
  session: SessionTimesSchema,
});
export type SessionReply = z.infer<typeof SessionReplySchema>;

export const LangQuerySchema = z.object({ lang: LanguageSchema.optional() });

/** A 400: either a rule of this call, or the error handler's validation reply naming each field. */
export const BadRequestReplySchema = ResponseStatusSchema.extend({
  errors: z.array(z.object({ field: z.string(), rule: z.string(), message: z.string() })).optional(),
});
