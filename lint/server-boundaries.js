import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

// Server import boundaries (issue 26):
// - lib/ (pure helpers), plugins/ (Fastify wiring) and db/ never import modules/: modules build on them;
// - a module imports another module only through that module's one public entry, modules/<name>/index.ts;
// - everything else (app.ts, security suites, test support) also goes through the public entries.
// Cycles between modules are caught by suap/no-import-cycle (import-cycles.js).
// Paths are absolute: the rule matches globs against the resolved file of each import.
const server = path.join(import.meta.dirname, '..', 'apps', 'server');
const src = path.join(server, 'src');
const modulesDir = path.join(src, 'modules');
const moduleNames = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const anyModuleFile = `${modulesDir}/**`;
const publicEntries = `${modulesDir}/*/index.ts`;

const zones = [
  {
    target: [`${src}/lib/**`, `${src}/plugins/**`, `${src}/db/**`],
    from: [anyModuleFile],
    message: 'lib/, plugins/ and db/ do not import modules/: move the shared piece down to lib/ or plugins/.',
  },
  ...moduleNames.map((name) => ({
    target: [`${modulesDir}/${name}/**`],
    from: [anyModuleFile],
    except: [`${modulesDir}/${name}/**`, publicEntries],
    message: `A module imports another module only through its public entry (modules/<name>/index.ts).`,
  })),
  {
    target: [`${src}/*.ts`, `${src}/security/**`, `${src}/lifecycle/**`, `${server}/test/**`],
    from: [anyModuleFile],
    except: [publicEntries],
    message: 'Outside modules/, import a module only through its public entry (modules/<name>/index.ts).',
  },
];

export const serverBoundaries = [
  {
    files: ['apps/server/src/**/*.ts', 'apps/server/test/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(server, 'tsconfig.json') }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
];
