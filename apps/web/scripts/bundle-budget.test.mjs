import { describe, expect, it } from 'vitest';
import { checkBudget, initialFiles, routeStylesheets, withStaticImports } from './bundle-budget.mjs';

const kB = 1024;

/** A small build: entry + vendor chunk, two public pages, a back-office page, core and part per language. */
function fixture({ homeImportsBackOffice = false } = {}) {
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      css: ['assets/index.css'],
      dynamicImports: [
        'virtual:translations/it/core',
        'virtual:translations/en/core',
        'virtual:translations/it/support',
        'virtual:translations/en/support',
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
    'virtual:translations/it/core': { file: 'assets/it.js', isDynamicEntry: true },
    'virtual:translations/en/core': { file: 'assets/en.js', isDynamicEntry: true },
    'virtual:translations/it/support': { file: 'assets/it-support.js', isDynamicEntry: true },
    'virtual:translations/en/support': { file: 'assets/en-support.js', isDynamicEntry: true },
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
    // Italian is the heavier core, English the heavier core + support part (17 + 5 > 18 + 3).
    'assets/it-support.js': 3,
    'assets/en-support.js': 5,
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
    // Like the build's translation chunks, those of the fixture have no sourcemap.
    sourcesOf: (file) => (/^assets\/(it|en)[.-]/.test(file) ? null : (sources[file] ?? ['../src/x.tsx'])),
    pages: [
      { name: 'home', src: 'src/home.tsx' },
      { name: 'support', src: 'src/support.tsx', textPart: 'support' },
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

  it("counts entry, static imports, the heavier language's core and page part, and the route chunk", () => {
    const { rows, failures } = checkBudget({ ...fixture(), budget: 130 * kB });
    expect(rows.map((row) => [row.page, row.gzip / kB])).toEqual([
      ['home', 40 + 50 + 18 + 2],
      ['support', 40 + 50 + 17 + 5 + 15 + 3],
    ]);
    expect(rows[1].files).toContain('assets/en-support.js');
    expect(failures).toEqual([]);
  });

  it('fails a page over the budget', () => {
    const { rows, failures } = checkBudget({ ...fixture(), budget: 115 * kB });
    expect(rows.map((row) => row.ok)).toEqual([true, false]);
    expect(failures).toEqual(['support: 130.0 kB gzip of JavaScript, over the 115.0 kB budget']);
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

  it("fails when a page's translation part is not in the build", () => {
    const setup = fixture();
    const { failures } = checkBudget({
      ...setup,
      pages: [{ name: 'support', src: 'src/support.tsx', textPart: 'gone' }],
    });
    expect(failures).toEqual([
      'support: virtual:translations/it/gone is not in the manifest (translation chunk renamed?)',
    ]);
  });
});
