import path from 'node:path';
import { repoRoot } from './paths.js';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const optionalUrl = z.string().url().optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  BASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SEED_DEMO_DATA: bool.default(true),
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
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
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
  return {
    ...values,
    dataDir: path.resolve(values.DATA_DIR),
    baseUrl: (values.BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? path.join(repoRoot, 'apps', 'web', 'dist')),
    cookieSecure: values.COOKIE_SECURE ?? values.NODE_ENV === 'production',
    isProduction: values.NODE_ENV === 'production',
  };
}
