import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

// Web import boundaries (issue 26): app/ composes the features; features build on components/ and lib/;
// components/ and lib/ build on nothing above them. So:
// - no feature imports another feature: they meet in app/;
// - no feature imports app/: links come from the route-path leaf, lib/routing/route-paths.ts;
// - lib/ and components/ import neither features/ nor app/.
// The entry points (main.tsx, prerender/) and the test support (test/) may import anything.
// Paths are absolute: the rule matches globs against the resolved file of each import, so a sibling import
// ('../private-area/...') is caught as surely as one spelled through features/.
const web = path.join(import.meta.dirname, '..', 'apps', 'web');
const src = path.join(web, 'src');
const featuresDir = path.join(src, 'features');
const featureNames = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const anyFeatureFile = `${featuresDir}/**`;
const anyAppFile = `${src}/app/**`;

// Test files may use another feature's test support (its testing/ folder) until it moves to src/test/.
const featureZones = ({ testSupport }) => [
  ...featureNames.map((name) => ({
    target: [`${featuresDir}/${name}/**`],
    from: [anyFeatureFile],
    except: [`${featuresDir}/${name}/**`, ...(testSupport ? [`${featuresDir}/*/testing/**`] : [])],
    message: 'Features do not import each other; compose them in src/app/.',
  })),
  {
    target: [anyFeatureFile],
    from: [anyAppFile],
    message: 'Features do not import app/: take links from lib/routing/route-paths.ts.',
  },
];

const sharedZone = (target) => ({
  target,
  from: [anyFeatureFile, anyAppFile],
  message: 'lib/ and components/ are shared by the features and the app: they import neither.',
});

const tests = 'apps/web/src/**/*.test.{ts,tsx}';

const importXSetup = {
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(web, 'tsconfig.json') })],
  },
};

export const webBoundaries = [
  {
    ...importXSetup,
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [tests],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones({ testSupport: false }),
            sharedZone([`${src}/lib/**`, `${src}/components/**`]),
          ],
        },
      ],
    },
  },
  {
    // A component's test may mount the whole app to check the component in place (AccessibilityStatementLink);
    // lib/ keeps the full rule, tests included.
    ...importXSetup,
    files: [tests],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones({ testSupport: true }), sharedZone([`${src}/lib/**`])] },
      ],
    },
  },
];
