import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_DOCUMENTS_REPLY, stubApi } from '../../features/public-pages/testing/api-stub';
import { renderApp } from '../../test/render-app';
import { STRUCTURED_DATA_SELECTOR } from './head-tags';

const head = () => document.head;
const meta = (name: string) => head().querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
const og = (property: string) =>
  [...head().querySelectorAll<HTMLMetaElement>(`meta[property="${property}"]`)].map((tag) => tag.content);
const link = (selector: string) => head().querySelector<HTMLLinkElement>(selector)?.getAttribute('href');
const jsonLd = () => head().querySelectorAll(STRUCTURED_DATA_SELECTOR);

/** The head is written by an effect, which may run just after the heading appears: wait for this page's. */
const headWrittenFor = (path: string) =>
  waitFor(() => expect(link('link[rel="canonical"]')).toBe(`http://localhost:3000${path}`));

async function visit(url: string) {
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1 });
  await headWrittenFor(url);
  return view;
}

beforeEach(() => {
  stubApi({ '/public/documents': { body: PUBLIC_DOCUMENTS_REPLY } });
});
afterEach(() => vi.unstubAllGlobals());

describe('page metadata (SPEC §2)', { timeout: 30_000 }, () => {
  it.each([
    ['/it', 'Portale SUAP - Home', /SUAP del tuo comune/],
    ['/en', 'SUAP portal - Home', /SUAP of your municipality/],
    ['/it/startup-service', 'Portale SUAP - Avvio attività', /avviare, trasferire/],
    ['/en/startup-service', 'SUAP portal - Start a business', /start, move, expand or close/],
    ['/it/support', 'Portale SUAP - Assistenza', /aiuto/],
    ['/en/privacy-policy', 'SUAP portal - Privacy notice', /Article 13/],
  ])('%s: title "header title - page title", description and keywords', async (url, title, description) => {
    await visit(url);
    expect(document.title).toBe(title);
    expect(meta('description')).toMatch(description);
    expect(meta('keywords')).toContain('SUAP');
  });

  it('links the canonical page in the current language and the alternate in the other', async () => {
    await visit('/en/startup-service');
    expect(link('link[rel="canonical"]')).toBe('http://localhost:3000/en/startup-service');
    expect(link('link[rel="alternate"][hreflang="it"]')).toBe('http://localhost:3000/it/startup-service');
    expect(head().querySelector('link[rel="alternate"][hreflang="en"]')).toBeNull();
  });

  it('gives home and startup-service Open Graph tags', async () => {
    const view = await visit('/it');
    expect(og('og:title')).toEqual(['Portale SUAP - Home']);
    expect(og('og:type')).toEqual(['website']);
    expect(og('og:locale')).toEqual(['it_IT']);
    expect(og('og:locale:alternate')).toEqual(['en_GB']);
    expect(og('og:url')).toEqual(['http://localhost:3000/it']);
    expect(og('og:description')[0]).toMatch(/SUAP del tuo comune/);
    view.unmount();
    await visit('/en/startup-service');
    expect(og('og:title')).toEqual(['SUAP portal - Start a business']);
    expect(og('og:locale')).toEqual(['en_GB']);
  });

  it('puts GovernmentService structured data only on startup-service, and takes it away on leaving', async () => {
    const { router } = await visit('/it/startup-service');
    expect(jsonLd()).toHaveLength(1);
    const data = JSON.parse(jsonLd()[0]!.textContent!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'GovernmentService',
      name: 'Avvio attività',
      url: 'http://localhost:3000/it/startup-service',
      inLanguage: 'it',
    });
    await act(() => router.navigate('/it/support'));
    await screen.findByRole('heading', { level: 1, name: 'Assistenza' });
    await headWrittenFor('/it/support');
    expect(jsonLd()).toHaveLength(0);
    expect(og('og:title')).toEqual([]);
  });

  it.each(['/it/support', '/en/privacy-policy', '/it/accessibility', '/en/help-online/public-area'])(
    '%s has neither Open Graph tags nor structured data',
    async (url) => {
      await visit(url);
      expect(og('og:title')).toEqual([]);
      expect(jsonLd()).toHaveLength(0);
    },
  );
});
