import path from 'node:path';
import { productionProblems } from './config-production.js';
import {
  objectStorageEnvShape,
  objectStorageOf,
  objectStorageProblems,
  type ObjectStorage,
} from './config-storage.js';
import { ssuEnvShape, ssuProductionProblems } from './config-ssu.js';
import { isAddressList } from './lib/address-list.js';
import { repoRoot } from './paths.js';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';
import { z } from 'zod';

/** How long a list read may run, and wait for a connection, before it answers 503 (LIST_QUERY_TIMEOUT_MS). */
export const LIST_QUERY_TIMEOUT_DEFAULT_MS = 2_500;

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const optionalUrl = z.string().url().optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  BASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // Statement timeout of the back-office list reads, and how long they wait for a free connection (db/client.ts).
  LIST_QUERY_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(LIST_QUERY_TIMEOUT_DEFAULT_MS),
  // The in-memory reply cache of the back-office request list (plugins/list-replies.ts), off by default: under the
  // varied lists staff ask it answered one call in eight and the benchmark's mix was no faster with it (issue 25,
  // docs/benchmarks.md); 'true' keeps replies for an office whose staff ask the same lists again and again.
  BACKOFFICE_LIST_CACHE: bool.default(false),
  SEED_DEMO_DATA: bool.optional(),
  TRUST_PROXY: z.string().optional(),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).default(1000),
  IPA_CODE: z.string().min(1).default('c_h501'),
  WEB_DIST_DIR: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(72).default(12),
  DRAFT_STORAGE_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  MAX_OPEN_DRAFTS_PER_CITIZEN: z.coerce.number().int().min(1).max(1000).default(10),
  // The procedure (issue 27): the days an integration request proposes to the citizen, the days a 10-bis notice
  // gives (the law's ten at least), and how often the deadline job looks for expired terms.
  INTEGRATION_TERM_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  REFUSAL_NOTICE_TERM_DAYS: z.coerce.number().int().min(10).max(90).default(10),
  DEADLINE_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  // Notifications (issue 28): the mail server (smtp://, smtps://), the sender, how often the worker looks for
  // messages (0: this instance sends none), attempts before a message is marked failed and the first retry's delay,
  // days of a term's reminder.
  SMTP_URL: z
    .string()
    .url()
    .refine((url) => /^smtps?:\/\//i.test(url), 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.string().min(3).optional(),
  SMTP_SINK_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  NOTIFICATION_POLL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  NOTIFICATION_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  // The first retry's delay; each further one doubles it, up to an hour.
  NOTIFICATION_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  NOTIFICATION_REMINDER_DAYS: z.coerce.number().int().min(1).max(30).default(3),
  // Documents (issue 29): where their bytes go (a directory, or object storage: config-storage.ts), the size of
  // one and of all of a request's, the ClamAV daemon (tcp://host:3310 or unix:///path) and the PEM file of the
  // trust anchors signatures are checked against.
  ATTACHMENTS_DIR: z.string().min(1).optional(),
  ...objectStorageEnvShape,
  ATTACHMENT_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 ** 3)
    .default(20 * 1024 * 1024),
  ATTACHMENT_MAX_REQUEST_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(10 * 1024 ** 3)
    .default(100 * 1024 * 1024),
  CLAMD_URL: z
    .string()
    .url()
    .refine((url) => /^(tcp|unix):\/\//i.test(url), 'must be tcp://host:port or unix:///path')
    .optional(),
  SIGNATURE_TRUST_ANCHORS_FILE: z.string().min(1).optional(),
  COOKIE_SECURE: bool.optional(),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  FO_OIDC_ISSUER: optionalUrl,
  FO_OIDC_CLIENT_ID: z.string().default('suap-fo'),
  FO_OIDC_CLIENT_SECRET: z.string().optional(),
  FO_OIDC_LOGOUT_PATH: z.string().default('/session/end'),
  BO_OIDC_ISSUER: optionalUrl,
  BO_OIDC_CLIENT_ID: z.string().default('suap-bo'),
  BO_OIDC_CLIENT_SECRET: z.string().optional(),
  BO_OIDC_LOGOUT_PATH: z.string().default('/session/end'),
  FISCAL_CODE_CHECK_URL: optionalUrl,
  LEGAL_REP_CHECK_URL: optionalUrl,
  ACCESSIBILITY_STATEMENT_URL: optionalUrl.refine(
    (url) => !url || /^https:\/\//i.test(url),
    'must be an https URL',
  ),
  // Operations (README "Operations"): who may read /metrics, and how long a shutdown waits for requests.
  METRICS_ALLOW_CIDRS: z
    .string()
    .default('127.0.0.0/8,::1/128')
    .refine(isAddressList, 'a comma-separated list of IP addresses or CIDR ranges'),
  METRICS_TOKEN: z.string().min(32, 'at least 32 characters').optional(),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  ...ssuEnvShape,
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'HOST' | 'SEED_DEMO_DATA'> {
  /** Loopback outside production, so the development logins are not offered to the whole network. */
  HOST: string;
  SEED_DEMO_DATA: boolean;
  trustProxy: TrustProxy;
  dataDir: string;
  attachmentsDir: string;
  /** Set: the documents' bytes go to S3-compatible object storage instead of attachmentsDir. */
  objectStorage: ObjectStorage | null;
  baseUrl: string;
  webDistDir: string;
  cookieSecure: boolean;
  isProduction: boolean;
}

export class ConfigError extends Error {}

// The only reader of process.env: everything else receives a Config.
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = { ...parsed.data, ...overrides };
  const isProduction = values.NODE_ENV === 'production';
  const trustProxy = parseTrustProxy(values.TRUST_PROXY);
  const problems = typeof trustProxy === 'string' ? [`TRUST_PROXY: ${trustProxy}`] : [];
  problems.push(...objectStorageProblems(values, isProduction));
  if (isProduction) problems.push(...productionProblems(values), ...ssuProductionProblems(values));
  if (problems.length > 0) {
    const lines = problems.map((problem) => `  - ${problem}`);
    throw new ConfigError(
      `${isProduction ? 'The server will not start in production' : 'Invalid configuration'}:\n${lines.join('\n')}\n` +
        'See the README, sections "Configuration" and "Production".',
    );
  }
  return {
    ...values,
    HOST: values.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    SEED_DEMO_DATA: values.SEED_DEMO_DATA ?? !isProduction,
    trustProxy: trustProxy as TrustProxy,
    dataDir: path.resolve(values.DATA_DIR),
    attachmentsDir: path.resolve(values.ATTACHMENTS_DIR ?? path.join(values.DATA_DIR, 'attachments')),
    objectStorage: objectStorageOf(values),
    baseUrl: (values.BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? path.join(repoRoot, 'apps', 'web', 'dist')),
    // Secure (and the __Host- cookie names) follow an https BASE_URL, whatever NODE_ENV says; COOKIE_SECURE=true
    // can add it over http (e.g. http://localhost, which browsers treat as secure), never take it off https.
    cookieSecure: /^https:/i.test(values.BASE_URL ?? '') || values.COOKIE_SECURE === true,
    isProduction,
  };
}
