import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.js';

/**
 * `npm run check` lints the OpenAPI document with Spectral (openapi/ruleset.yaml) without a database or a running
 * server, so the document is committed (openapi/openapi.json). This test keeps that copy equal to what the app
 * serves at /api/docs/json; UPDATE_OPENAPI=1 rewrites it instead of failing.
 */
const COMMITTED = fileURLToPath(new URL('../../openapi/openapi.json', import.meta.url));
const REGENERATE = 'UPDATE_OPENAPI=1 npx vitest run apps/server/src/plugins/openapi-document.test.ts';

/** The served document as the committed file holds it: formatted like every other file of the repository. */
async function asCommitted(document: unknown): Promise<string> {
  const options = await resolveConfig(COMMITTED);
  return format(JSON.stringify(document), { ...options, parser: 'json' });
}

describe('committed OpenAPI document', async () => {
  const { app } = await buildTestApp();
  const served = await asCommitted((await app.inject({ method: 'GET', url: '/api/docs/json' })).json());

  it('equals the document the app serves', async () => {
    if (process.env.UPDATE_OPENAPI === '1') await writeFile(COMMITTED, served);
    const committed = await readFile(COMMITTED, 'utf8').catch(() => '');
    expect(
      committed === served,
      `apps/server/openapi/openapi.json is not the document the app serves: regenerate it with ${REGENERATE}`,
    ).toBe(true);
  });
});
