import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

// Server-side sessions, the audit log and the embedded identity providers' storage.

/* ---------------------------------------------------------------- sessions and audit */

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the cookie value: a leaked table does not yield usable cookies.
    id: text('id').primaryKey(),
    idp: varchar('idp', { length: 2 }).notNull(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    // Claims, tokens and PKCE/state/nonce of a login in progress: never sent to the browser. Its shape is
    // owned by lib/session-data.ts (SessionData), hence the loose `object` type here.
    data: jsonb('data').$type<object>().notNull().default({}),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt('created_at'),
    lastSeenAt: createdAt('last_seen_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    // What the person's list of active sessions shows (migration 0007): an id of its own, so the list never
    // carries the key above, and the browser family and operating system of the User-Agent at login.
    publicId: uuid('public_id').notNull().defaultRandom(),
    deviceBrowser: varchar('device_browser', { length: 40 }),
    deviceOs: varchar('device_os', { length: 40 }),
    // Set on logins in progress only (migration 0008): the address that started it, so each address keeps a
    // bounded number of them; gone with the row when the login completes or after ten minutes.
    clientAddress: varchar('client_address', { length: 45 }),
  },
  (t) => [
    uniqueIndex('sessions_public_id_idx').on(t.publicId),
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_user_idx').on(t.userId),
    index('sessions_pre_login_address_idx')
      .on(t.clientAddress, t.createdAt)
      .where(sql`${t.clientAddress} is not null`),
    check('sessions_idp_ck', sql`${t.idp} in ('fo', 'bo')`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: createdAt('at'),
    actorUserId: integer('actor_user_id').references(() => users.userId, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at), index('audit_log_at_idx').on(t.at)],
);

/* ---------------------------------------------------------------- embedded identity providers */

// State of the embedded OpenID Connect providers (interactions, provider sessions, codes, grants, tokens),
// kept here so it survives restarts and is shared by every instance (src/modules/idp/pg-adapter.ts).
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    idp: varchar('idp', { length: 2 }).notNull(),
    model: varchar('model', { length: 40 }).notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'oidc_payloads_pk', columns: [t.idp, t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.idp, t.grantId),
    index('oidc_payloads_uid_idx').on(t.idp, t.model, t.uid),
    index('oidc_payloads_user_code_idx').on(t.idp, t.model, t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

// Signing keys, cookie keys and client secret of each embedded provider, generated once (src/modules/idp/idp-keys.ts).
export const idpKeys = pgTable('idp_keys', {
  idp: varchar('idp', { length: 2 }).primaryKey(),
  jwks: jsonb('jwks').$type<{ keys: Record<string, unknown>[] }>().notNull(),
  cookieKeys: jsonb('cookie_keys').$type<string[]>().notNull(),
  clientSecret: text('client_secret').notNull(),
  createdAt: createdAt('created_at'),
});
