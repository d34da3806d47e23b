import { describe, expect, it } from 'vitest';
import { checkBudget, initialFiles, routeStylesheets, withStaticImports } from './bundle-budget.mjs';

const kB = 1024;

/** A small build: entry + vendor chunk, two public pages, a back-office page, two language chunks. */
function fixture({ homeImportsBackOffice = false } = {}) {
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      css: ['assets/index.css'],
      dynamicImports: [
        'src/i18n/it.json',
        'src/i18n/en.json',
        'src/home.tsx',
        'src/support.tsx',
        'src/bo.tsx',
      ],
    },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_shared-form.js': {
      file: 'assets/shared-form.js',
      imports: ['_vendor.js'],
      css: ['assets/shared-form.css'],
    },
    'src/i18n/it.json': { file: 'assets/it.js', isDynamicEntry: true },
    'src/i18n/en.json': { file: 'assets/en.js', isDynamicEntry: true },
    'src/home.tsx': {
      file: 'assets/home.js',
      isDynamicEntry: true,
      imports: homeImportsBackOffice ? ['index.html', '_bo-table.js'] : ['index.html'],
    },
    'src/support.tsx': {
      file: 'assets/support.js',
      isDynamicEntry: true,
      imports: ['_shared-form.js'],
      css: ['assets/support.css'],
    },
    'src/bo.tsx': { file: 'assets/bo.js', isDynamicEntry: true, imports: ['_bo-table.js'] },
    '_bo-table.js': { file: 'assets/bo-table.js' },
  };
  const gzip = {
    'assets/index.js': 40,
    'assets/vendor.js': 50,
    'assets/it.js': 18,
    'assets/en.js': 17,
    'assets/home.js': 2,
    'assets/shared-form.js': 15,
    'assets/support.js': 3,
    'assets/bo.js': 30,
    'assets/bo-table.js': 10,
  };
  const sources = {
    'assets/bo.js': ['../src/features/backoffice/requests/RequestListPage.tsx'],
    'assets/bo-table.js': ['../src/features/backoffice/table.tsx'],
  };
  return {
    manifest,
    sizeOf: (file) => ({ raw: gzip[file] * 3 * kB, gzip: gzip[file] * kB }),
    sourcesOf: (file) => sources[file] ?? ['../src/components/x.tsx'],
    pages: [
      { name: 'home', src: 'src/home.tsx' },
      { name: 'support', src: 'src/support.tsx' },
    ],
  };
}

describe('bundle budget', () => {
  it('follows static imports only, once each', () => {
    const { manifest } = fixture();
    expect([...withStaticImports(manifest, 'src/support.tsx')]).toEqual([
      'src/support.tsx',
      '_shared-form.js',
      '_vendor.js',
    ]);
    expect(initialFiles(manifest)).toEqual(['assets/index.js', 'assets/vendor.js']);
  });

  it("lists the stylesheets a page's route adds to those of the entry", () => {
    const { manifest } = fixture();
    expect(routeStylesheets(manifest, 'src/support.tsx')).toEqual([
      'assets/support.css',
      'assets/shared-form.css',
    ]);
    expect(routeStylesheets(manifest, 'src/home.tsx')).toEqual([]);
  });

  it('counts entry, static imports, the heavier language and the route chunk of each page', () => {
    const { rows, failures } = checkBudget({ ...fixture(), budget: 130 * kB });
    expect(rows.map((row) => [row.page, row.gzip / kB])).toEqual([
      ['home', 40 + 50 + 18 + 2],
      ['support', 40 + 50 + 18 + 15 + 3],
    ]);
    expect(failures).toEqual([]);
  });

  it('fails a page over the budget', () => {
    const { rows, failures } = checkBudget({ ...fixture(), budget: 115 * kB });
    expect(rows.map((row) => row.ok)).toEqual([true, false]);
    expect(failures).toEqual(['support: 126.0 kB gzip of JavaScript, over the 115.0 kB budget']);
  });

  it('fails when a public page loads back-office code', () => {
    const { failures } = checkBudget({ ...fixture({ homeImportsBackOffice: true }), budget: 130 * kB });
    expect(failures).toEqual([
      'home: assets/bo-table.js carries back-office or wizard code (../src/features/backoffice/table.tsx)',
    ]);
  });

  it('fails when a route is missing from the build or a chunk has no sourcemap', () => {
    const setup = fixture();
    const { failures } = checkBudget({
      ...setup,
      pages: [...setup.pages, { name: 'gone', src: 'src/gone.tsx' }],
      sourcesOf: (file) => (file === 'assets/home.js' ? null : setup.sourcesOf(file)),
    });
    expect(failures).toEqual([
      'home: cannot tell what assets/home.js contains (no sourcemap)',
      'gone: src/gone.tsx is not a chunk of the build (route moved?)',
    ]);
  });
});
