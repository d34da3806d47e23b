import { describe, expect, it } from 'vitest';
import { disableControls, pageDocument } from './page-document';

/** The shape of the built index.html (Vite writes the script and preload tags). */
const TEMPLATE = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <title>Portale SUAP</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="modulepreload" crossorigin href="/assets/lang-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const PAGE = {
  lang: 'en' as const,
  head: { title: 'SUAP portal - "Start" & <go>', description: 'Send your request' },
  body: '<main><h1>Start</h1><button type="button">Menu</button><input disabled="" name="x"/></main>',
};

describe('prerendered page document', () => {
  it('carries the language, title, description, route stylesheets and markup of the page', () => {
    const html = pageDocument(TEMPLATE, PAGE, {
      stylesheets: ['/assets/Start-mno.css'],
      startScript: '/assets/start-app-after-paint-pqr.js',
    });
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('SUAP portal - "Start" & <go>');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Send your request',
    );
    expect(
      [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
    ).toEqual(['/assets/index-jkl.css', '/assets/Start-mno.css']);
    expect(document.querySelector('#root h1')?.textContent).toBe('Start');
  });

  it("requests the app's scripts through the after-paint starter instead of at once", () => {
    const html = pageDocument(TEMPLATE, PAGE, { stylesheets: [], startScript: '/assets/start-pqr.js' });
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).toHaveLength(0);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('src')).toBe('/assets/start-pqr.js');
    expect(scripts[0]!.defer).toBe(true);
    expect(scripts[0]!.dataset.app).toBe('/assets/index-abc.js');
    expect(scripts[0]!.dataset.preload).toBe('/assets/vendor-def.js /assets/lang-ghi.js');
  });

  it('holds form controls disabled until the app takes the page over, marking those it disabled', () => {
    expect(disableControls(PAGE.body)).toBe(
      '<main><h1>Start</h1><button disabled="" data-prerender-disabled="" type="button">Menu</button>' +
        '<input disabled="" name="x"/></main>',
    );
  });

  it('refuses a template it does not recognise rather than write a broken page', () => {
    expect(() =>
      pageDocument(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), PAGE, {
        stylesheets: [],
        startScript: '/s.js',
      }),
    ).toThrow(/root/);
    expect(() =>
      pageDocument(TEMPLATE.replace(/<script type="module"[^>]*><\/script>/, ''), PAGE, {
        stylesheets: [],
        startScript: '/s.js',
      }),
    ).toThrow(/script/);
  });
});
