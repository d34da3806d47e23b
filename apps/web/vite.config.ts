import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, parseAst, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadFonts } from './preload-fonts.js';
import { purgeUnusedCss } from './purge-unused-css.js';
import { translationParts } from './translation-parts.js';
import { writeCompressedCopies } from './scripts/precompress.mjs';

const apiServer = 'http://127.0.0.1:3000';

/**
 * @suap/shared is plain declarations (constants, zod schemas), but its top-level schema calls look like
 * side effects to the bundler, so one constant import would pull every schema and zod into the first
 * download. Declaring its modules side-effect free lets unused modules drop out, and marking each top-level
 * `const X = call(...)` as a pure call lets unused schemas drop out of the modules that stay (for example
 * response-status.ts, whose error constants every page needs but whose schemas only forms need).
 */
function sharedContractIsPure(): Plugin {
  return {
    name: 'suap-shared-contract-is-pure',
    transform(code, id) {
      if (!/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id)) return null;
      // Line numbers stay the same (text is only inserted inside lines), so the previous map is kept.
      return { code: wrapTopLevelCallsAsPure(code), map: null, moduleSideEffects: false };
    },
  };
}

/** `const X = f(...)` at module top level becomes a pure-annotated arrow call, `(() => f(...))()`. */
export function wrapTopLevelCallsAsPure(code: string): string {
  const inits: { start: number; end: number }[] = [];
  for (const statement of parseAst(code, { lang: 'ts' }).body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) {
      const init = declarator.init;
      if (init && (init.type === 'CallExpression' || init.type === 'NewExpression')) inits.push(init);
    }
  }
  let result = code;
  for (const { start, end } of inits.reverse()) {
    result = `${result.slice(0, start)}/* @__PURE__ */ (() => ${result.slice(start, end)})()${result.slice(end)}`;
  }
  return result;
}

/**
 * Every `zod` import of the app and of @suap/shared resolves to src/lib/zod-jitless.ts: zod configured for
 * the portal's content security policy. That module is declared free of side effects, like zod itself, so
 * a page that builds no schema still leaves zod out of its download.
 */
function zodForContentSecurityPolicy(): Plugin {
  const configuredZod = fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url));
  return {
    name: 'suap-zod-for-content-security-policy',
    enforce: 'pre',
    resolveId: (source) => (source === 'zod' ? { id: configuredZod, moduleSideEffects: false } : null),
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes a .br and a .gz copy next to every text file of the build (scripts/precompress.mjs). Lighthouse
 * counts the transferred bytes: the CSS shrinks from ~570 kB to ~60 kB.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'suap-precompress-assets',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'index.html'].filter(
        (file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite/'),
      );
      await Promise.all(
        [...new Set(files)].map(async (file) => {
          const full = path.join(outDir, file);
          const content = await fs.readFile(full).catch(() => null);
          if (content) await writeCompressedCopies(full, content);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    translationParts(),
    zodForContentSecurityPolicy(),
    sharedContractIsPure(),
    preloadFonts(),
    purgeUnusedCss(),
    precompressAssets(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The sourcemaps and the manifest let scripts/check-bundle-budget.mjs tell what each page downloads.
    sourcemap: true,
    manifest: true,
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/idp': { target: apiServer, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/idp': { target: apiServer, changeOrigin: false },
    },
  },
});
