import { noImportCycle } from './no-import-cycle.js';

// No import cycle among source modules (issue 26), type-only imports included: see no-import-cycle.js.
export const importCycles = [
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { suap: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'suap/no-import-cycle': 'error' },
  },
];
