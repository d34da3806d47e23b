import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../test/helper.js';
import { buildApp } from './app.js';
import { login, TestBrowser } from '../test/browser.js';

describe('the access log', async () => {
  const lines: Record<string, unknown>[] = [];
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database,
    logger: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  await app.ready();
  afterAll(() => app.close());

  it('writes one line per call, without the fiscal code a member of staff searched for', async () => {
    const browser = new TestBrowser(app);
    await login(browser, 'bo', 'admin');
    lines.length = 0;
    const url = '/api/suap/v1/backoffice/list?filter=RSSMRA80A01H501U&sort=suap.name%3Bdesc&page=1';
    const reply = await browser.request({ method: 'GET', url });
    expect(reply.statusCode).toBe(200);
    const logged = lines.filter((line) => line.msg === 'request completed');
    expect(logged).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/suap/v1/backoffice/list?filter=[redacted]&sort=suap.name%3Bdesc&page=1',
        statusCode: 200,
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('RSSMRA80A01H501U');
  });
});
