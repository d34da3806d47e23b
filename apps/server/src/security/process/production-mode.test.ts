import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, PRODUCTION_ENV } from '../../../test/helper.js';
import { startServer, stopAllServers } from './server-process.js';
import { makeTempDir, removeTempDirs } from './temp-dirs.js';

const asStrings = (env: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(env).map(([name, value]) => [name, String(value)]));

describe('the real server in production mode', () => {
  afterAll(async () => {
    await stopAllServers();
    await removeTempDirs();
  }, 120_000);

  it('refuses to start without identity providers, naming every missing variable', async () => {
    const database = await createTestDatabase({ empty: true });
    const start = startServer({
      databaseUrl: database.url,
      dataDir: await makeTempDir('production-refused'),
      startDefaults: true,
      env: { NODE_ENV: 'production', SEED_DEMO_DATA: 'true' },
    });
    const refusal = await start.then(
      () => 'started',
      (error: unknown) => String(error),
    );
    expect(refusal).toMatch(/exited with 1/);
    expect(refusal).toContain('The server will not start in production');
    for (const name of [
      'BASE_URL must be an https URL',
      'FO_OIDC_ISSUER is not set',
      'FO_OIDC_CLIENT_SECRET is not set',
      'BO_OIDC_ISSUER is not set',
      'BO_OIDC_CLIENT_SECRET is not set',
      'LEGAL_REP_CHECK_URL is not set',
      'TRUST_PROXY is not set',
      'ACCESSIBILITY_STATEMENT_URL is not set',
      'SMTP_URL is not set',
      'SMTP_FROM is not set',
      'SEED_DEMO_DATA is a development switch',
    ])
      expect(refusal).toContain(name);
    // Refused before touching the database: not even the migrations ran.
    const tables = await database.pool.query("select 1 from pg_tables where schemaname = 'public'");
    expect(tables.rowCount).toBe(0);
  });

  it('mounts no development identity provider and seeds no demo data', async () => {
    const database = await createTestDatabase({ empty: true });
    const { BASE_URL, ...env } = PRODUCTION_ENV;
    const server = await startServer({
      databaseUrl: database.url,
      dataDir: await makeTempDir('production'),
      startDefaults: true,
      baseUrl: BASE_URL,
      env: { ...asStrings(env), LOG_LEVEL: 'warn' },
    });
    for (const path of [
      '/idp/fo/.well-known/openid-configuration',
      '/idp/bo/.well-known/openid-configuration',
      '/idp/bo/auth',
      '/idp/fo/interaction/any',
      '/idp/assets/idp.css',
      // Issue 28: the development mailbox does not exist in production.
      '/dev/mailbox',
      '/dev/mailbox/messages.json',
      '/dev/mailbox/1',
    ])
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    const count = async (table: string) =>
      Number((await database.pool.query(`select count(*) as n from ${table}`)).rows[0].n);
    expect(await count('users')).toBe(0);
    expect(await count('requests')).toBe(0);
    expect(await count('companies')).toBe(0);
    expect(await count('idp_keys')).toBe(0);
    // The reference data production needs is there.
    expect(await count('suap')).toBeGreaterThan(0);
    await server.stop();
  });
});
