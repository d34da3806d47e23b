// After `vite build`: renders the public pages (PUBLIC_PAGES, those citizens reach without logging in) to
// static HTML with src/prerender, one copy of index.html per page and language under <dist>/prerendered/,
// with .br/.gz copies. The server sends them instead of the bare index.html, so the browser paints the page
// before the scripts have run; the app then hydrates it (src/app/App.tsx).
// Usage: node scripts/prerender.mjs <dist dir>
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import esbuild from 'esbuild';
import { build } from 'vite';
import { PUBLIC_PAGES, routeStylesheets } from './bundle-budget.mjs';
import { writeCompressedCopies } from './precompress.mjs';

const webRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distDir = path.resolve(process.argv[2] ?? path.join(webRoot, 'dist'));
const ssrDir = await fs.mkdtemp(path.join(os.tmpdir(), 'suap-prerender-'));

try {
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender/index.ts',
      outDir: ssrDir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
    },
    // One self-contained module: nothing to resolve from the temporary directory at import time.
    ssr: { noExternal: true },
  });
  const { prerenderPage, pageDocument, SUPPORTED_LANGUAGES } = await import(
    pathToFileURL(path.join(ssrDir, 'index.js')).href
  );
  const template = await fs.readFile(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await fs.readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const writeCompressed = async (file, content) => {
    await fs.writeFile(file, content);
    await writeCompressedCopies(file, content);
  };
  const { outputFiles } = await esbuild.build({
    entryPoints: [path.join(webRoot, 'src/prerender/start-app-after-paint.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
  });
  const startCode = outputFiles[0].text;
  const startFile = `assets/start-app-after-paint-${createHash('sha256').update(startCode).digest('base64url').slice(0, 8)}.js`;
  await writeCompressed(path.join(distDir, startFile), startCode);
  const sizes = [];
  const pages = SUPPORTED_LANGUAGES.flatMap((lang) =>
    PUBLIC_PAGES.map((page) => ({
      ...page,
      pathname: page.name === 'home' ? `/${lang}` : `/${lang}/${page.name}`,
    })),
  );
  for (const { pathname, src } of pages) {
    const stylesheets = routeStylesheets(manifest, src).map((file) => `/${file}`);
    const assets = { stylesheets, startScript: `/${startFile}` };
    const html = pageDocument(template, await prerenderPage(pathname), assets);
    const file = path.join(distDir, 'prerendered', `${pathname}.html`);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await writeCompressed(file, html);
    sizes.push(`${pathname} ${(Buffer.byteLength(html) / 1024).toFixed(1)} kB`);
  }
  console.log(`Prerendered ${sizes.length} public pages: ${sizes.join(', ')}`);
} finally {
  await fs.rm(ssrDir, { recursive: true, force: true });
}
