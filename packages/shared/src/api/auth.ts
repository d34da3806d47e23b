import { z } from 'zod';
import { DB_INTEGER_MAX } from '../constants.js';
import { RoleIdSchema } from '../enums.js';
import { USER_PROFILE_HEADER } from '../http.js';
import { patterns } from '../patterns.js';
import { closedObject, integerParam, requiredTextField } from '../validation.js';
import { AuthTokensSchema, IdentityClaimsSchema } from '../entities/identity.js';
import { IDP_NAMES } from '../idp-names.js';
import { ResponseStatusSchema } from '../entities/response-status.js';
import { UserSchema } from '../entities/user.js';

/** POST /login/token (front office) and /login/token2 (back office): the authorization code to exchange. */
export const LoginTokenBodySchema = closedObject({
  code: z.string({ error: 'required' }).min(1, { error: 'required' }).max(2048, { error: 'maxlength' }),
  redirect_uri: z.url({ error: 'pattern' }).max(2048, { error: 'maxlength' }),
  grant_type: z.literal('authorization_code', { error: 'invalid' }),
  state: z.string({ error: 'required' }).min(1, { error: 'required' }).max(512, { error: 'maxlength' }),
});
export type LoginTokenBody = z.infer<typeof LoginTokenBodySchema>;

/** The token reply: the identity claims and the token lifetime, never the tokens (they stay on the server). */
export const LoginTokenReplySchema = ResponseStatusSchema.extend(AuthTokensSchema.shape);
export type LoginTokenReply = z.infer<typeof LoginTokenReplySchema>;

/** POST /login/revoke needs no body: the server revokes the refresh token of the session it holds. */
export const LoginRevokeBodySchema = closedObject({}).optional();

/** Where the browser goes next: the identity provider's logout (end-session) URL, or null if it has none. */
export const LoginRevokeReplySchema = ResponseStatusSchema.extend({ logoutUrl: z.string().nullable() });
export type LoginRevokeReply = z.infer<typeof LoginRevokeReplySchema>;

/** GET /suap/v1/request/getUserInfo and /suap/v1/backoffice/userinfo. */
export const UserInfoQuerySchema = z.object({ fiscalCode: requiredTextField(patterns.fiscalCode, 16) });
export type UserInfoQuery = z.infer<typeof UserInfoQuerySchema>;

/** The profile the caller logs in as (SPEC §7), read from a header string. */
export const UserInfoHeadersSchema = z.object({
  [USER_PROFILE_HEADER]: integerParam({ min: 1, max: DB_INTEGER_MAX.smallint }).pipe(RoleIdSchema).optional(),
});

export const UserInfoReplySchema = ResponseStatusSchema.extend({ user: UserSchema.nullable() });
export type UserInfoReply = z.infer<typeof UserInfoReplySchema>;

/** The session deadlines every session and login reply carries. */
export const SessionTimesSchema = z.object({
  idleMinutes: z.number().int(),
  /** When the session ends without activity (ISO instant); null when anonymous. */
  expiresAt: z.string().nullable(),
  /** When the session ends regardless of activity. */
  absoluteExpiresAt: z.string().nullable(),
});
export type SessionTimes = z.infer<typeof SessionTimesSchema>;

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

/** GET /session and POST /session/extend: who this browser is logged in as, and until when. */
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
