import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
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
  // The route list the web build writes, from the web app's real route table.
  const patternsScript = path.resolve(import.meta.dirname, '../../../web/scripts/route-patterns.mjs');
  execFileSync(process.execPath, [patternsScript, distDir]);
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

  // Issue 23, item 11: a soft 404 (status 200 with "Pagina non trovata") gets indexed by search engines.
  it('answers an address the web app has no page for with 404 and the app, which shows the not-found page', async () => {
    const app = await buildApp();
    for (const url of [
      '/it/nonexistent',
      '/foo',
      '/en/private-area/nothing',
      '/it/startup-service/x',
      '/auth/x',
    ]) {
      const reply = await app.inject({ url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-type'], url).toContain('text/html');
      expect(reply.body, url).toContain('<title>SUAP</title>');
    }
    await app.close();
  });

  it('answers every page of the route table with 200, parameterised and prerendered ones included', async () => {
    const app = await buildApp();
    const pages = [
      '/',
      '/it',
      '/en/',
      '/it/startup-service',
      '/en/private-area/request-details/12',
      '/it/enrolment/startup/personal-data',
      '/en/back-office/users/modify',
      '/it/auth/identity-matcher',
      '/auth/login?code=1',
      '/de/support', // a language the app redirects to Italian
    ];
    for (const url of pages) expect((await app.inject({ url })).statusCode, url).toBe(200);
    await app.close();
  });
});

describe('accessibility-statement link of the footer (ACCESSIBILITY_STATEMENT_URL)', () => {
  // The footer's link as the build prerenders it for the default, the portal's own statement page
  // (apps/web components/layout/AccessibilityStatementLink.tsx; apps/web prerender-page.test.tsx hydrates the
  // served copy of the real page).
  const footer = (lang: string, label: string, note: string) =>
    `<footer><a href="/${lang}/privacy-policy" data-discover="true">Privacy</a>` +
    `<a href="/${lang}/accessibility" data-suap-accessibility-statement="" data-discover="true">${label}<!-- --> ` +
    `<span class="visually-hidden" hidden="">${note}</span></a></footer>`;
  const pageOf = (lang: string, label: string, note: string) =>
    `<!doctype html><html lang="${lang}"><head><title>SUAP</title></head><body><div id="root">` +
    `${footer(lang, label, note)}</div></body></html>`;
  const italian = pageOf('it', 'Dichiarazione di accessibilità', '(si apre in una nuova finestra)');
  const english = pageOf('en', 'Accessibility statement', '(opens in a new window)');
  const declaration = 'https://form.agid.gov.it/view/0a1b2c3d-4e5f?lang=it&x=1';
  const statementDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suap-web-app-statement-'));

  beforeAll(() => {
    fs.writeFileSync(
      path.join(statementDir, 'index.html'),
      '<!doctype html><html><head><title>SUAP</title></head><body><div id="root"></div></body></html>',
    );
    fs.mkdirSync(path.join(statementDir, 'prerendered'));
    fs.writeFileSync(path.join(statementDir, 'prerendered', 'it.html'), italian);
    fs.writeFileSync(path.join(statementDir, 'prerendered', 'it.html.gz'), gzipSync(italian));
    fs.writeFileSync(path.join(statementDir, 'prerendered', 'en.html'), english);
  });
  afterAll(() => fs.rmSync(statementDir, { recursive: true, force: true }));

  async function serve(env: NodeJS.ProcessEnv) {
    const config = loadConfig({ WEB_DIST_DIR: statementDir, ...env });
    const app = Fastify();
    await app.register(webApp, {
      distDir: config.webDistDir,
      accessibilityStatementUrl: config.ACCESSIBILITY_STATEMENT_URL,
      baseUrl: config.baseUrl,
    });
    return app;
  }

  function statementLink(html: string): string {
    return /<a [^>]*data-suap-accessibility-statement[^>]*>[\s\S]*?<\/a>/.exec(html)?.[0] ?? '';
  }

  it('puts the configured declaration in every page and in the prerendered footer, as an external link', async () => {
    const app = await serve({ ACCESSIBILITY_STATEMENT_URL: declaration });
    const escaped = declaration.replaceAll('&', '&amp;');
    const italianPage = await app.inject({ url: '/it', headers: { 'accept-encoding': 'gzip' } });
    expect(italianPage.statusCode).toBe(200);
    expect(italianPage.headers['content-encoding']).toBe('gzip');
    expect(italianPage.headers['cache-control']).toBe('no-cache');
    expect(italianPage.headers['content-type']).toBe('text/html; charset=utf-8');
    const itHtml = gunzipSync(italianPage.rawPayload).toString();
    expect(itHtml).toContain(`<meta name="suap-accessibility-statement" content="${escaped}" />\n  </head>`);
    expect(statementLink(itHtml)).toBe(
      `<a href="${escaped}" target="_blank" rel="noopener noreferrer" data-suap-accessibility-statement="">` +
        'Dichiarazione di accessibilità<!-- --> <span class="visually-hidden">(si apre in una nuova finestra)</span></a>',
    );
    // The rest of the page is the build's.
    expect(itHtml).toContain('<a href="/it/privacy-policy" data-discover="true">Privacy</a>');

    const en = await app.inject({ url: '/en/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(en.headers['content-encoding']).toBe('br');
    const enHtml = brotliDecompressSync(en.rawPayload).toString();
    expect(statementLink(enHtml)).toContain(`href="${escaped}" target="_blank"`);
    expect(statementLink(enHtml)).toContain('<span class="visually-hidden">(opens in a new window)</span>');

    // Pages the app renders in the browser learn it from the meta tag of index.html.
    const spa = await app.inject({ url: '/en/private-area', headers: { 'accept-encoding': '' } });
    expect(spa.headers['content-encoding']).toBeUndefined();
    expect(spa.body).toContain(`<meta name="suap-accessibility-statement" content="${escaped}" />`);

    // Revalidation answers 304 while the page is unchanged.
    const again = await app.inject({
      url: '/it',
      headers: { 'if-none-match': italianPage.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    await app.close();
  });

  it("sends the build's pages as they are without it: the link opens the portal's own statement page", async () => {
    const app = await serve({});
    const italianPage = await app.inject({ url: '/it' });
    expect(italianPage.body).toBe(italian);
    expect(statementLink(italianPage.body)).toContain('href="/it/accessibility"');
    expect(italianPage.body).not.toContain('suap-accessibility-statement" content');
    const spa = await app.inject({ url: '/it/private-area' });
    expect(spa.body).not.toContain('<meta name="suap-accessibility-statement"');
    await app.close();
  });

  it("links a declaration on the portal's own origin as one of its pages, in the same tab", async () => {
    const app = await serve({
      BASE_URL: 'https://suap.comune.example.it',
      ACCESSIBILITY_STATEMENT_URL: 'https://suap.comune.example.it/it/accessibility#declaration',
    });
    const link = statementLink((await app.inject({ url: '/en' })).body);
    expect(link).toContain('<a href="/it/accessibility#declaration" data-suap-accessibility-statement=""');
    expect(link).not.toContain('target=');
    expect(link).toContain('<span class="visually-hidden" hidden="">');
    await app.close();
  });

  it('refuses a declaration address that is not https', () => {
    expect(() => loadConfig({ ACCESSIBILITY_STATEMENT_URL: 'http://form.agid.gov.it/view/x' })).toThrow(
      /ACCESSIBILITY_STATEMENT_URL: must be an https URL/,
    );
    expect(() => loadConfig({ ACCESSIBILITY_STATEMENT_URL: 'not a url' })).toThrow(
      /ACCESSIBILITY_STATEMENT_URL/,
    );
  });
});
