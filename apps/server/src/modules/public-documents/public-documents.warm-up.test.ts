import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../../test/helper.js';
import { buildApp } from '../../app.js';

describe('public documents on a listening server', async () => {
  const lines: { msg?: string; lang?: string }[] = [];
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database: await createTestDatabase(),
    logger: { write: (line) => void lines.push(JSON.parse(line) as { msg?: string; lang?: string }) },
  });
  afterAll(() => app.close());
  const prepared = () =>
    lines
      .filter((line) => line.msg === 'Public documents prepared')
      .map((line) => line.lang)
      .sort();

  const preparing = () => lines.filter((line) => line.msg === 'Preparing the public documents');

  it('are prepared in both languages once the server listens, before anyone asks for them', async () => {
    // Not by an app that never listens (every route test builds one): each would spend the CPU for nothing.
    await app.ready();
    expect(preparing()).toEqual([]);
    await app.listen({ host: '127.0.0.1', port: 0 });
    expect(preparing()).toHaveLength(1);
    await expect.poll(prepared, { timeout: 30_000, interval: 50 }).toEqual(['en', 'it']);
    expect(lines.filter((line) => line.msg === 'Public documents not prepared')).toEqual([]);
  });
});
