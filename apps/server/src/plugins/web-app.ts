import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

/**
 * Serves the built web app and owns the not-found handler: unknown non-API GET paths get index.html
 * so client-side routes work, or the page's prerendered copy of it for the public pages (painted before
 * the scripts run; the app then hydrates it); everything else gets the 404 reply of SPEC §8.
 */
export default fp(async function webApp(app: FastifyInstance, opts: { distDir: string }) {
  const indexFile = path.join(opts.distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const prerendered = built ? prerenderedPages(opts.distDir) : new Map<string, string>();
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
      const page = prerendered.get(url.replace(/\/+$/, ''));
      return reply.header('cache-control', 'no-cache').sendFile(page ?? 'index.html');
    }
    return reply
      .status(404)
      .send({ code: 404, message: 'Not Found', description: `No route for ${request.method} ${url}` });
  });
});
