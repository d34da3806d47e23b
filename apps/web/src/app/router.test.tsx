import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';

async function mainHeading() {
  return screen.findByRole('heading', { level: 1 });
}

describe('routing', () => {
  it('redirects / to the Italian home page', async () => {
    const { router } = renderApp('/');
    expect(await mainHeading()).toHaveTextContent("Avvia la tua attività d'impresa online");
    expect(router.state.location.pathname).toBe('/it');
    expect(document.documentElement.lang).toBe('it');
  });

  it('renders the English home page under /en and sets <html lang>', async () => {
    renderApp('/en');
    expect(await mainHeading()).toHaveTextContent('Start your business activity online');
    expect(document.documentElement.lang).toBe('en');
  });

  it('redirects an unsupported language to the Italian page with the same path', async () => {
    const { router } = renderApp('/fr/startup-service?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/startup-service'));
    expect(router.state.location.search).toBe('?x=1');
  });

  it('shows the not-found page for an unknown page, with its title', async () => {
    renderApp('/en/no-such-page');
    expect(await mainHeading()).toHaveTextContent('Page not found');
    await waitFor(() => expect(document.title).toBe('SUAP portal - Page not found'));
  });

  it('shows the Italian not-found page for a path that is not a language', async () => {
    renderApp('/nonexistent/page');
    expect(await mainHeading()).toHaveTextContent('Pagina non trovata');
    expect(document.documentElement.lang).toBe('it');
  });

  it('shows the not-found page for an unknown path inside a known area', async () => {
    renderApp('/it/help-online/no-such-section');
    expect(await mainHeading()).toHaveTextContent('Pagina non trovata');
  });

  it('sets title, canonical and alternate links for the page', async () => {
    renderApp('/it');
    await mainHeading();
    await waitFor(() => expect(document.title).toBe('Portale SUAP - Home'));
    const origin = window.location.origin;
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/it`);
    expect(document.head.querySelector('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${origin}/en`,
    );
    expect(document.head.querySelector('link[rel="alternate"][hreflang="it"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/SUAP/);
  });

  it('moves focus to the new page heading and scrolls to the top after navigation', async () => {
    const { router } = renderApp('/it');
    await mainHeading();
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/it/unknown'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('waits for a lazily loaded heading before focusing it', async () => {
    const { router } = renderApp('/it/unknown');
    await mainHeading();
    await act(() => router.navigate('/it'));
    const heading = await screen.findByRole('heading', { level: 1, name: /Avvia la tua attività/ });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
