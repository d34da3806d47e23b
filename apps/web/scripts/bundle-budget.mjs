/**
 * What a public page downloads, computed from Vite's manifest: the entry chunk and its static imports, the
 * lazy chunk of the page's route and its static imports, the core translation chunk the entry loads before
 * the first render and the translation part of the page's route, if any (translation-parts.ts). Pure
 * functions over the manifest, so a fixture can test them (check-bundle-budget.mjs does the file reading and
 * printing).
 */

/**
 * The public routes citizens reach without logging in, by the source file their lazy screen comes from, and
 * the translation part their route loads with it (app/routes.tsx).
 */
export const PUBLIC_PAGES = [
  { name: 'home', src: 'src/features/public-pages/home/HomePage.tsx' },
  {
    name: 'startup-service',
    src: 'src/features/public-pages/startup-service/StartupServicePage.tsx',
    textPart: 'startup-service',
  },
  { name: 'support', src: 'src/features/public-pages/support/SupportPage.tsx' },
  {
    name: 'privacy-policy',
    src: 'src/features/public-pages/privacy-policy/PrivacyPolicyPage.tsx',
    textPart: 'privacy-policy',
  },
  {
    name: 'accessibility',
    src: 'src/features/public-pages/accessibility/AccessibilityStatementPage.tsx',
    textPart: 'accessibility-statement',
  },
  {
    name: 'help-online/public-area',
    src: 'src/features/help-online/sections/PublicAreaHelp.tsx',
    textPart: 'help-online',
  },
];

/** A page loads its texts in one of these languages: the core chunk, then its route's part. */
export const LANGUAGES = ['it', 'en'];

/** The manifest key of a language's core translation chunk or of one of its parts (translation-parts.ts). */
export const translationSource = (lang, piece = 'core') => `virtual:translations/${lang}/${piece}`;

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

/**
 * The translation chunks of a page in its heavier language (a page loads one language; count the worse):
 * the core and the page's part, with their static imports. Throws when one is not in the build, so a
 * renamed chunk cannot leave the texts out of the count.
 */
function languageKeys(manifest, sizeOf, textPart) {
  const candidates = LANGUAGES.map((lang) => {
    const keys = withStaticImports(manifest, translationSource(lang));
    if (textPart) withStaticImports(manifest, translationSource(lang, textPart), keys);
    const gzip = [...keys].reduce((sum, key) => sum + sizeOf(manifest[key].file).gzip, 0);
    return { keys, gzip };
  });
  candidates.sort((a, b) => b.gzip - a.gzip);
  return candidates[0].keys;
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
  const rows = [];
  for (const page of pages) {
    if (!manifest[page.src]) {
      failures.push(`${page.name}: ${page.src} is not a chunk of the build (route moved?)`);
      continue;
    }
    let language;
    try {
      language = languageKeys(manifest, sizeOf, page.textPart);
    } catch (error) {
      failures.push(`${page.name}: ${error.message} (translation chunk renamed?)`);
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
    // The translation chunks hold texts only and have no sourcemap (translation-parts.ts serves them).
    const texts = new Set([...language].map((key) => manifest[key].file));
    for (const file of files.filter((name) => !texts.has(name))) {
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
