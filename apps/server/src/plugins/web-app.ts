import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { accessibilityStatementHref, SUPPORTED_LANGUAGES, withAccessibilityStatement } from '@suap/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundReply } from './error-handler.js';

const NOT_SPA = /^\/(api|idp)(\/|$)/;

/** Where the web build writes its prerendered public pages (apps/web/scripts/prerender.mjs). */
const PRERENDERED_DIR = 'prerendered';

/** URL path (`/it/startup-service`) → its prerendered page, relative to the build directory. */
function prerenderedPages(distDir: string): Map<string, string> {
  const root = path.join(distDir, PRERENDERED_DIR);
  if (!fs.existsSync(root)) return new Map();
  const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' });
  return new Map(
    files
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const urlPath = `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`;
        return [urlPath, path.posix.join(PRERENDERED_DIR, file.split(path.sep).join('/'))];
      }),
  );
}

/** Written by the web build (apps/web/scripts/route-patterns.mjs) from the web app's route table. */
const ROUTE_PATTERNS_FILE = 'route-patterns.json';
/** A first segment the web app takes for a language and redirects to the default one (LanguageRoot.tsx). */
const LANGUAGE_LIKE = /^[a-z]{2}(?:-[a-zA-Z]{2})?$/;

interface RoutePattern {
  path: string;
  languageless: boolean;
}

/**
 * Whether the web app has a page at this path (issue 23, item 11): an unknown address answers 404, so search
 * engines do not index the not-found page as a page. Null when the build has no route list (an older build):
 * then every path is taken for a page, as before.
 */
function pageMatcher(distDir: string): ((urlPath: string) => boolean) | null {
  const file = path.join(distDir, ROUTE_PATTERNS_FILE);
  if (!fs.existsSync(file)) return null;
  const patterns = (JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePattern[]).map((route) => ({
    languageless: route.languageless,
    segments: route.path.split('/').filter(Boolean),
  }));
  // React Router's matching: `:param` takes one non-empty segment, static segments ignore case.
  const matches = (pattern: string[], segments: string[]) =>
    pattern.length === segments.length &&
    pattern.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]!.toLowerCase());
  return (urlPath) => {
    const segments = urlPath.split('/').filter(Boolean);
    if (segments.length === 0) return true; // `/` redirects to the default language
    if (patterns.some((route) => route.languageless && matches(route.segments, segments))) return true;
    const [lang, ...rest] = segments;
    const language = (SUPPORTED_LANGUAGES as readonly string[]).includes(lang!) || LANGUAGE_LIKE.test(lang!);
    return language && patterns.some((route) => !route.languageless && matches(route.segments, rest));
  };
}

/** A page changed for this server's configuration, kept in memory with its compressed copies. */
interface ConfiguredPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

function configuredPage(distDir: string, file: string, accessibilityStatementHref: string): ConfiguredPage {
  const html = Buffer.from(
    withAccessibilityStatement(fs.readFileSync(path.join(distDir, file), 'utf8'), accessibilityStatementHref),
  );
  return {
    html,
    br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
  };
}

function sendConfiguredPage(request: FastifyRequest, reply: FastifyReply, page: ConfiguredPage) {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', page.etag);
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  reply.type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

function sendNotFoundPage(reply: FastifyReply, page: Buffer | string) {
  return reply
    .status(404)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(typeof page === 'string' ? fs.readFileSync(page) : page);
}

export interface WebAppOptions {
  distDir: string;
  /**
   * The administration's accessibility declaration (ACCESSIBILITY_STATEMENT_URL) for the footer link, when
   * configured: every page then carries it in a meta tag for the app, and the prerendered pages carry the link
   * already (rewritten once, at start, and kept in memory). Without it the link opens the portal's own page.
   */
  accessibilityStatementUrl?: string;
  /** The portal's public URL: a declaration on the same origin is linked as one of its pages. */
  baseUrl?: string;
}

/**
 * Serves the built web app and owns the not-found handler: non-API GET paths get index.html so client-side
 * routes work (with status 404 when the web app's route table has no page there), or the page's prerendered copy of it for the public pages (painted before
 * the scripts run; the app then hydrates it); everything else gets the 404 reply of SPEC §8.
 */
export default fp(async function webApp(app: FastifyInstance, opts: WebAppOptions) {
  const indexFile = path.join(opts.distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const prerendered = built ? prerenderedPages(opts.distDir) : new Map<string, string>();
  const isPage = built ? pageMatcher(opts.distDir) : null;
  if (built && !isPage)
    app.log.warn(`${ROUTE_PATTERNS_FILE} missing in ${opts.distDir}: unknown pages answer 200`);
  const statementHref = accessibilityStatementHref(
    opts.accessibilityStatementUrl,
    opts.baseUrl ?? 'http://localhost',
  );
  const configured = new Map<string, ConfiguredPage>();
  if (built && statementHref)
    for (const file of ['index.html', ...prerendered.values()])
      configured.set(file, configuredPage(opts.distDir, file, statementHref));
  if (!built) app.log.warn(`The web app is not built (${indexFile} missing): run npm run build`);
  else
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      // The web build writes .br/.gz copies of its text files (apps/web vite.config.ts precompressAssets):
      // sent to browsers that accept them, with Vary: Accept-Encoding; other files go out as they are.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed assets never change; index.html must always be revalidated.
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (built && request.method === 'GET' && !NOT_SPA.test(url) && !path.extname(url)) {
      // The app itself shows the not-found page: index.html, with the status a search engine reads.
      if (isPage && !isPage(url))
        return sendNotFoundPage(reply, configured.get('index.html')?.html ?? indexFile);
      const file = prerendered.get(url.replace(/\/+$/, '')) ?? 'index.html';
      const page = configured.get(file);
      if (page) return sendConfiguredPage(request, reply, page);
      return reply.header('cache-control', 'no-cache').sendFile(file);
    }
    return reply.status(404).send(notFoundReply(request));
  });
});
