import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints imaginary files of the real server tree with the project's configuration: the zones of
// server-boundaries.js must refuse each crossing below and accept the public entries.
const root = path.join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const restrictedImports = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/server/src', file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.line);
};

describe('server import boundaries', () => {
  it('keeps lib/ and plugins/ from importing any module, public entry included', async () => {
    const code = [
      "import { toRequestView } from '../modules/requests/request-view.js';",
      "import { requestsRoutes } from '../modules/requests/index.js';",
      'export const probe = [toRequestView, requestsRoutes];',
    ].join('\n');
    expect(await restrictedImports('lib/probe.ts', code)).toEqual([1, 2]);
    expect(await restrictedImports('plugins/probe.ts', code)).toEqual([1, 2]);
  });

  it("lets a module import another only through that module's index.ts", async () => {
    const code = [
      "import { toRequestView } from '../requests/request-view.js';",
      "import { requestsRoutes } from '../requests/index.js';",
      "import { usersRepository } from './users.repository.js';",
      'export const probe = [toRequestView, requestsRoutes, usersRepository];',
    ].join('\n');
    expect(await restrictedImports('modules/users/probe.ts', code)).toEqual([1]);
  });

  it('sends app.ts and the security suites through the public entries too', async () => {
    const code = [
      "import { toRequestView } from './modules/requests/request-view.js';",
      "import { requestsRoutes } from './modules/requests/index.js';",
      'export const probe = [toRequestView, requestsRoutes];',
    ].join('\n');
    expect(await restrictedImports('probe.ts', code)).toEqual([1]);
  });
});
