import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints imaginary files of the real web tree with the project's configuration: the zones of web-boundaries.js
// must refuse each crossing below and accept the allowed directions.
const root = path.join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const restrictedImports = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src', file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.line);
};

const crossing = (prefix: string) =>
  [
    `import { privateAreaPath } from '${prefix}features/private-area/private-area-links';`,
    `import { appRoutes } from '${prefix}app/routes';`,
    `import { routePath } from '${prefix}lib/routing/route-paths';`,
    'export const probe = [privateAreaPath, appRoutes, routePath];',
  ].join('\n');

describe('web import boundaries', { timeout: 30_000 }, () => {
  it('keeps a feature from importing another feature, spelled through features/ or as a sibling', async () => {
    const code = [
      "import { privateAreaPath } from '../../private-area/private-area-links';",
      "import { startRequestPath } from '../../../features/private-area/private-area-links';",
      "import { requestListPath } from '../back-office-links';",
      'export const probe = [privateAreaPath, startRequestPath, requestListPath];',
    ].join('\n');
    expect(await restrictedImports('features/backoffice/layout/probe.ts', code)).toEqual([1, 2]);
  });

  it('keeps features from importing app/, and lets them take links from the route-path leaf', async () => {
    expect(await restrictedImports('features/backoffice/layout/probe.ts', crossing('../../../'))).toEqual([
      1, 2,
    ]);
  });

  it('keeps lib/ and components/ from importing features/ or app/', async () => {
    expect(await restrictedImports('lib/api/probe.ts', crossing('../../'))).toEqual([1, 2]);
    expect(await restrictedImports('components/page/probe.ts', crossing('../../'))).toEqual([1, 2]);
    expect(await restrictedImports('lib/api/probe.test.ts', crossing('../../'))).toEqual([1, 2]);
  });

  it("lets tests use another feature's test support, and source not", async () => {
    const code = "import { stubApi } from '../public-pages/testing/api-stub';\nexport const probe = stubApi;";
    expect(await restrictedImports('features/help-online/probe.test.tsx', code)).toEqual([]);
    expect(await restrictedImports('features/help-online/probe.tsx', code)).toEqual([1]);
    const other =
      "import { privateAreaPath } from '../private-area/private-area-links';\nexport const probe = privateAreaPath;";
    expect(await restrictedImports('features/help-online/probe.test.tsx', other)).toEqual([1]);
  });

  it('lets app/ compose features and components mount the app in their tests', async () => {
    expect(await restrictedImports('app/probe.ts', crossing('../'))).toEqual([]);
    expect(await restrictedImports('components/page/probe.test.tsx', crossing('../../'))).toEqual([]);
  });
});
