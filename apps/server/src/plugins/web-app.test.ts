import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webApp from './web-app.js';

// A built web app in miniature: index.html, a hashed script with its precompressed copy, an image, and two
// prerendered public pages (one with its precompressed copy).
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suap-web-app-'));
const script = 'console.log("portal");'.repeat(100);
const prerenderedHome = `<!doctype html><html lang="en"><title>SUAP - Home</title>${'<p>Home</p>'.repeat(100)}`;

beforeAll(() => {
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>SUAP</title>');
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  fs.writeFileSync(path.join(distDir, 'assets', 'logo-def456.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  fs.mkdirSync(path.join(distDir, 'prerendered', 'it'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'prerendered', 'en.html'), prerenderedHome);
  fs.writeFileSync(path.join(distDir, 'prerendered', 'en.html.gz'), gzipSync(prerenderedHome));
  fs.writeFileSync(
    path.join(distDir, 'prerendered', 'it', 'startup-service.html'),
    '<!doctype html><html lang="it"><title>SUAP - Avvio</title>',
  );
});
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

async function buildApp() {
  const app = Fastify();
  await app.register(webApp, { distDir });
  return app;
}

describe('web app static files', () => {
  it('sends the precompressed copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const app = await buildApp();
    const reply = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers.vary).toContain('accept-encoding');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.rawPayload.length).toBeLessThan(script.length);
    await app.close();
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const app = await buildApp();
    const reply = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': '' } });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toBe(script);
    await app.close();
  });

  it('sends a file without a compressed copy uncompressed', async () => {
    const app = await buildApp();
    const reply = await app.inject({
      url: '/assets/logo-def456.png',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.rawPayload.length).toBe(4);
    await app.close();
  });

  it('answers a prerendered public page with its own copy, always revalidated, compressed when accepted', async () => {
    const app = await buildApp();
    const page = await app.inject({ url: '/it/startup-service?from=home' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>SUAP - Avvio</title>');
    for (const url of ['/en', '/en/']) {
      const home = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(home.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(home.rawPayload).toString()).toBe(prerenderedHome);
    }
    await app.close();
  });

  it('answers client-side routes with index.html, always revalidated, and unknown API paths with 404', async () => {
    const app = await buildApp();
    const page = await app.inject({ url: '/it/private-area' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>SUAP</title>');
    const api = await app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    await app.close();
  });
});
