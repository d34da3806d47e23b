import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const NOT_SPA = /^\/(api|idp)(\/|$)/;

/**
 * Serves the built web app and owns the not-found handler: unknown non-API GET paths get index.html
 * so client-side routes work; everything else gets the 404 reply of SPEC §8.
 */
export default fp(async function webApp(app: FastifyInstance, opts: { distDir: string }) {
  const indexFile = path.join(opts.distDir, 'index.html');
  const built = fs.existsSync(indexFile);
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
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ code: 404, message: 'Not Found', description: `No route for ${request.method} ${url}` });
  });
});
