import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { login, TestBrowser } from '../../test/browser.js';

/** A prepared statement as pg's query() receives it (a config object with its name and text). */
const namedStatement = (config: unknown) =>
  typeof config === 'object' && config !== null && 'text' in config && typeof config.text === 'string'
    ? {
        name: 'name' in config && typeof config.name === 'string' ? config.name : undefined,
        text: config.text,
      }
    : undefined;

describe('session plugin under concurrent calls', async () => {
  const { app, database } = await buildTestApp();
  const people = [
    { idp: 'fo', username: 'mario.rossi' },
    { idp: 'fo', username: 'anna.verdi' },
    { idp: 'bo', username: 'admin' },
  ] as const;
  const browsers = await Promise.all(
    people.map(async ({ idp, username }) => {
      const browser = new TestBrowser(app);
      await login(browser, idp, username);
      const alone = await browser.request({ method: 'GET', url: '/api/session' });
      return { browser, user: alone.json<{ user: { fiscalCode: string } }>().user };
    }),
  );

  it('gives every call made at the same time its own session, read in far fewer queries than calls', async () => {
    const query = vi.spyOn(database.hotReads, 'query');
    const calls = Array.from({ length: 40 }, (_, i) =>
      i % 4 === 3
        ? { expected: null, cookie: 'suap_sid=no-such-session' }
        : {
            expected: browsers[i % 4]!.user,
            cookie: `suap_sid=${browsers[i % 4]!.browser.cookies.get('suap_sid')}`,
          },
    );
    const replies = await Promise.all(
      calls.map(({ cookie }) => app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })),
    );
    const sessionReads = query.mock.calls.filter(
      ([config]) => namedStatement(config)?.name === 'sessions_with_users',
    ).length;
    query.mockRestore();

    replies.forEach((reply, i) => {
      expect(reply.statusCode).toBe(200);
      const body = reply.json<{ authenticated: boolean; user: { fiscalCode: string } | null }>();
      const expected = calls[i]!.expected;
      expect(body.authenticated).toBe(expected !== null);
      expect(body.user?.fiscalCode ?? null).toBe(expected?.fiscalCode ?? null);
    });
    expect(sessionReads).toBeGreaterThan(0);
    expect(sessionReads).toBeLessThan(calls.length / 4);
  });

  it('reads the user of each session by primary key, however many users there are', async () => {
    const query = vi.spyOn(database.hotReads, 'query');
    await browsers[0]!.browser.request({ method: 'GET', url: '/api/session' });
    const statements = query.mock.calls.map(([config]) => namedStatement(config));
    query.mockRestore();
    const statement = statements.find((config) => config?.name === 'sessions_with_users')!;
    // The plan PostgreSQL keeps for the prepared statement, whatever the parameters.
    const { rows } = await database.pool.query<{ 'QUERY PLAN': string }>(
      `explain (generic_plan) ${statement.text}`,
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toMatch(
      /Index Scan using users_pkey on users u[^\n]*\n\s*Index Cond: \(user_id = s\.user_id\)/,
    );
    expect(plan).not.toMatch(/Merge|Hash|Seq Scan on users/);
  });
});
