import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  baseUrl,
  axeAndScreenshot,
  expectNoAxeViolations,
  newPage,
  useBrowser,
  openPage,
} from './support/browser';
import { loginBackOffice, loginFrontOffice } from './support/login';

// Issue 8 public pages and online help, and the accessibility statement of issue 9: every page in both
// languages at three widths with axe, the head metadata, the structured data and the two generated PDFs.

const PAGES = [
  { slug: '', name: 'home', openGraph: true, description: true },
  { slug: 'startup-service', name: 'startup-service', openGraph: true, description: true, jsonLd: true },
  { slug: 'support', name: 'support', openGraph: false, description: true },
  { slug: 'privacy-policy', name: 'privacy-policy', openGraph: false, description: true },
  { slug: 'accessibility', name: 'accessibility', openGraph: false, description: true },
  { slug: 'help-online/public-area', name: 'help-public-area', openGraph: false, description: false },
  {
    slug: 'help-online/private-area',
    name: 'help-private-area-anonymous',
    openGraph: false,
    description: false,
  },
] as const;

const HEADER_TITLE = { it: 'Portale SUAP', en: 'SUAP portal' } as const;
const pathOf = (lang: string, slug: string) => (slug ? `/${lang}/${slug}` : `/${lang}`);

async function open(page: Page, path: string) {
  await openPage(page, path);
  await page.locator('main h1').first().waitFor();
  // Wait for data-driven sections (documents, SUAP list) to settle before axe and screenshots.
  await page.waitForLoadState('networkidle');
}

async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: Array.from(document.querySelectorAll('link[rel="alternate"]')).map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    keywords: document.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? null,
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
    jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) => script.textContent ?? '',
    ),
  }));
}

describe('public pages', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    it(`sets title, canonical and alternate links, description, Open Graph and JSON-LD as specified (${lang})`, async () => {
      const other = lang === 'it' ? 'en' : 'it';
      const { context, page } = await newPage(browser(), 1280);
      for (const { slug, openGraph, description, ...rest } of PAGES) {
        const path = pathOf(lang, slug);
        await open(page, path);
        const head = await headOf(page);
        const h1 = (await page.locator('main h1').first().textContent())?.trim() ?? '';
        expect(head.title.startsWith(`${HEADER_TITLE[lang]} - `), path).toBe(true);
        if (!slug.startsWith('help-online'))
          expect(head.title, path).toBe(`${HEADER_TITLE[lang]} - ${slug ? h1 : 'Home'}`);
        expect(head.canonical, path).toBe(`${baseUrl()}${path}`);
        expect(head.alternates, path).toEqual([[other, `${baseUrl()}${pathOf(other, slug)}`]]);
        if (description) {
          expect(head.description, path).toBeTruthy();
          expect(head.keywords, path).toBeTruthy();
        }
        expect(head.ogTitle !== null, `${path} Open Graph`).toBe(openGraph);
        if (openGraph) expect(head.ogUrl).toBe(`${baseUrl()}${path}`);
        const hasJsonLd = 'jsonLd' in rest;
        expect(head.jsonLd.length, `${path} JSON-LD`).toBe(hasJsonLd ? 1 : 0);
        if (hasJsonLd) expect(JSON.parse(head.jsonLd[0]!)['@type']).toBe('GovernmentService');
      }
      await context.close();
    });
  }

  for (const lang of LANGUAGES) {
    it(`serves the public pages prerendered: readable and linked before any script runs (${lang})`, async () => {
      const context = await browser().newContext({
        viewport: { width: 375, height: 900 },
        baseURL: baseUrl(),
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      const startup = await page.goto(pathOf(lang, 'startup-service'));
      expect(startup?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      const h1 = (await page.locator('main h1').textContent())?.trim();
      expect(await page.title()).toBe(`${HEADER_TITLE[lang]} - ${h1}`);
      expect(await page.locator('a[download]').count()).toBe(0); // data from the API comes with the app
      // Nothing is known about the visitor: the login button keeps its place, unseen, until the app knows.
      expect(await page.locator('.it-header-slim-wrapper a.btn').isVisible()).toBe(false);
      expect(await page.locator('button.custom-navbar-toggler').isDisabled()).toBe(true);
      await page
        .locator('footer')
        .getByRole('link', { name: lang === 'it' ? 'Informativa sulla privacy' : 'Privacy notice' })
        .click();
      await page.waitForURL(`**${pathOf(lang, 'privacy-policy')}`);
      expect(await page.locator('main h1').isVisible()).toBe(true);
      await context.close();
    });
  }

  it('preloads exactly the fonts a page sets text in, on prerendered pages and on the app alone', async () => {
    for (const path of ['/it', '/en/startup-service', '/it/not-a-page']) {
      const { context, page } = await newPage(browser(), 375);
      const requested = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'font') requested.add(new URL(request.url()).pathname);
      });
      await open(page, path);
      // The faces the page's text uses (a preload alone downloads a file but loads no face).
      const used = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => `${face.family.replaceAll('"', '')} ${face.weight} ${face.style}`);
      });
      expect(used.sort(), path).toEqual(
        ['300', '400', '600', '700'].map((weight) => `Titillium Web ${weight} normal`),
      );
      const preloaded = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      expect(preloaded.map((file) => /_latin-(\w+)-[\w-]+\.woff2$/.exec(file)?.[1]).sort(), path).toEqual([
        '300',
        '600',
        '700',
        'regular',
      ]);
      expect([...requested].sort(), path).toEqual(preloaded.sort());
      await context.close();
    }
  });

  it('removes the structured data when leaving the startup service page in the app', async () => {
    const { context, page } = await newPage(browser(), 1280);
    await open(page, '/en/startup-service');
    expect((await headOf(page)).jsonLd).toHaveLength(1);
    await page.getByRole('navigation').getByRole('link', { name: 'Support', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Support' }).waitFor();
    const head = await headOf(page);
    expect(head.jsonLd).toHaveLength(0);
    expect(head.ogTitle).toBeNull();
    await context.close();
  });

  for (const lang of LANGUAGES) {
    it(`downloads both PDFs from the startup service page, with the size shown (${lang})`, async () => {
      const { context, page } = await newPage(browser(), 1280);
      await open(page, `/${lang}/startup-service`);
      const links = page.locator('a[download]');
      await expect.poll(() => links.count()).toBe(2);
      for (let index = 0; index < 2; index += 1) {
        const link = links.nth(index);
        expect(await link.textContent()).toMatch(/\(PDF, \d+([.,]\d)? KB\)/);
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        const path = await download.path();
        const bytes = await import('node:fs/promises').then((fs) => fs.readFile(path!));
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(download.suggestedFilename()).toMatch(/\.pdf$/);
        expect(bytes.toString('latin1')).toContain(`/Lang (${lang === 'it' ? 'it-IT' : 'en-GB'})`);
      }
      await context.close();
    });
  }

  it('shows a citizen with a draft the practice-pending notice in the login box', async () => {
    const { context, page } = await newPage(browser(), 1280);
    await loginFrontOffice(page, 'mario.rossi', 'it', { origin: '/it/startup-service' });
    await page.getByText('Pratica in sospeso').waitFor();
    await axeAndScreenshot(
      page,
      'startup-service logged in with a draft',
      'public-startup-service-pending-it-1280',
    );
    await context.close();
  });

  it('sends anonymous visitors of the staff help sections to the back-office login', async () => {
    const { context, page } = await newPage(browser(), 1280);
    for (const section of ['back-office', 'administrator', 'collaborator']) {
      await openPage(page, `/it/help-online/${section}`);
      await page.waitForURL((url) => url.pathname.startsWith('/idp/bo'), { timeout: 30_000 });
      await page.locator('input[name="username"]').waitFor();
    }
    await context.close();
  });

  it('asks anonymous visitors to log in for the private-area help', async () => {
    const { context, page } = await newPage(browser(), 375);
    await open(page, '/en/help-online/private-area');
    await page.getByText('Log in to read this section').waitFor();
    expect(await page.locator('main h2', { hasText: 'The list of requests' }).count()).toBe(0);
    await context.close();
  });

  it('lists to a collaborator only the sections of the profile and refuses the administrator one', async () => {
    const { context, page } = await newPage(browser(), 1280);
    await loginBackOffice(page, 'collab', 'it');
    await open(page, '/it/help-online/collaborator');
    await expectNoAxeViolations(page, 'help collaborator');
    const nav = page.getByRole('navigation', { name: 'Sezioni della guida' });
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/it/help-online/public-area',
      '/it/help-online/back-office',
      '/it/help-online/collaborator',
    ]);
    await open(page, '/it/help-online/administrator');
    await page.getByText('Sezione non disponibile per il tuo profilo').waitFor();
    await axeAndScreenshot(page, 'help administrator refused', 'public-help-refused-it-1280');
    await context.close();
  });
});
