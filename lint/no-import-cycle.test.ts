import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { noImportCycle } from './no-import-cycle.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycle-'));
const src = path.join(root, 'app', 'src');
const write = (name: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(src, name)), { recursive: true });
  fs.writeFileSync(path.join(src, name), text);
};
write('a.ts', "import { b } from './b.js';\nexport const a = b + 1;\n");
write('b.ts', "import type { C } from './c/index.js';\nexport const b = 1;\nexport type B = C;\n");
write('c/index.ts', "import type { B } from '../b.js';\nexport type C = B | string;\n");
write('leaf.ts', "import { a } from './a.js';\nexport const leaf = a;\n");

const linter = new Linter({ configType: 'flat', cwd: root });
const lint = (name: string) =>
  linter.verify(
    fs.readFileSync(path.join(src, name), 'utf8'),
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { suap: { rules: { 'no-import-cycle': noImportCycle } } },
        rules: { 'suap/no-import-cycle': 'error' },
      },
    ],
    path.join(src, name),
  );

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('suap/no-import-cycle', () => {
  it('reports both ends of a cycle made of type-only imports', () => {
    expect(lint('b.ts').map((m) => m.message)).toEqual([
      'Import cycle: c/index.ts imports back into b.ts (2 files in the cycle).',
    ]);
    expect(lint('c/index.ts')).toHaveLength(1);
  });

  it('leaves files that only lead into a cycle alone', () => {
    expect(lint('a.ts')).toEqual([]);
    expect(lint('leaf.ts')).toEqual([]);
  });
});
