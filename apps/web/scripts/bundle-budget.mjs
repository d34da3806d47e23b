/**
 * What a public page downloads, computed from Vite's manifest: the entry chunk and its static imports, the
 * lazy chunk of the page's route and its static imports, and the translation chunk the entry loads before the
 * first render. Pure functions over the manifest, so a fixture can test them (check-bundle-budget.mjs does
 * the file reading and printing).
 */

/** The public routes citizens reach without logging in, by the source file their lazy screen comes from. */
export const PUBLIC_PAGES = [
  { name: 'home', src: 'src/features/public-pages/home/HomePage.tsx' },
  { name: 'startup-service', src: 'src/features/public-pages/startup-service/StartupServicePage.tsx' },
  { name: 'support', src: 'src/features/public-pages/support/SupportPage.tsx' },
  { name: 'privacy-policy', src: 'src/features/public-pages/privacy-policy/PrivacyPolicyPage.tsx' },
  { name: 'accessibility', src: 'src/features/public-pages/accessibility/AccessibilityStatementPage.tsx' },
  { name: 'help-online/public-area', src: 'src/features/help-online/sections/PublicAreaHelp.tsx' },
];

/** Every page loads exactly one of these (the page language) before it renders. */
export const LANGUAGE_SOURCES = ['src/i18n/it.json', 'src/i18n/en.json'];

/** Code citizens browsing public pages must never download. */
export const FORBIDDEN_ON_PUBLIC_PAGES = /(^|\/)src\/features\/(backoffice|enrolment-wizard)\//;

export const BUDGET_GZIP_BYTES = 130 * 1024;

function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (keys.length !== 1) throw new Error(`Expected one entry in the manifest, found ${keys.length}`);
  return keys[0];
}

/** The manifest keys of a chunk and everything it imports statically (what the browser fetches together). */
export function withStaticImports(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  into.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

/**
 * The stylesheets a page's route chunk brings on top of those index.html links. The build's prerendered copy
 * of the page links them too, so it is painted with all its styles (scripts/prerender.mjs).
 */
export function routeStylesheets(manifest, src) {
  const stylesheets = (keys) => [...keys].flatMap((key) => manifest[key].css ?? []);
  const initial = new Set(stylesheets(withStaticImports(manifest, entryKey(manifest))));
  return [...new Set(stylesheets(withStaticImports(manifest, src)))].filter((file) => !initial.has(file));
}

/** The JavaScript files the entry loads before any route: entry + static imports. */
export function initialFiles(manifest) {
  return [...withStaticImports(manifest, entryKey(manifest))].map((key) => manifest[key].file);
}

/** The heaviest language chunk with its static imports (a page loads one language; count the worse). */
function languageKeys(manifest, sizeOf) {
  const candidates = LANGUAGE_SOURCES.filter((src) => manifest[src]).map((src) => {
    const keys = withStaticImports(manifest, src);
    const gzip = [...keys].reduce((sum, key) => sum + sizeOf(manifest[key].file).gzip, 0);
    return { keys, gzip };
  });
  candidates.sort((a, b) => b.gzip - a.gzip);
  return candidates[0]?.keys ?? new Set();
}

/**
 * One row per public page: the files it loads and their total gzip size, plus every failure (over budget,
 * missing route, forbidden code). `sizeOf(file)` gives `{ raw, gzip }` bytes; `sourcesOf(file)` gives the
 * source paths bundled into a chunk (from its sourcemap), or null when unknown.
 */
export function checkBudget({
  manifest,
  sizeOf,
  sourcesOf,
  pages = PUBLIC_PAGES,
  budget = BUDGET_GZIP_BYTES,
}) {
  const failures = [];
  const entry = entryKey(manifest);
  const language = languageKeys(manifest, sizeOf);
  const rows = [];
  for (const page of pages) {
    if (!manifest[page.src]) {
      failures.push(`${page.name}: ${page.src} is not a chunk of the build (route moved?)`);
      continue;
    }
    const keys = new Set([...withStaticImports(manifest, entry), ...language]);
    withStaticImports(manifest, page.src, keys);
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    const gzip = files.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
    const raw = files.reduce((sum, file) => sum + sizeOf(file).raw, 0);
    rows.push({ page: page.name, files, raw, gzip, ok: gzip <= budget });
    if (gzip > budget)
      failures.push(`${page.name}: ${kB(gzip)} kB gzip of JavaScript, over the ${kB(budget)} kB budget`);
    for (const file of files) {
      const sources = sourcesOf(file);
      if (sources === null) {
        failures.push(`${page.name}: cannot tell what ${file} contains (no sourcemap)`);
        continue;
      }
      const forbidden = sources.filter((source) => FORBIDDEN_ON_PUBLIC_PAGES.test(source));
      if (forbidden.length > 0)
        failures.push(`${page.name}: ${file} carries back-office or wizard code (${forbidden[0]})`);
    }
  }
  return { rows, failures };
}

export function kB(bytes) {
  return (bytes / 1024).toFixed(1);
}
