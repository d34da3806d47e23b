import { withAccessibilityStatement } from '@suap/shared';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App';
import { createQueryClient } from '../../app/query-client';
import { stubApi } from '../../features/public-pages/testing/api-stub';
import { prerenderPage } from '../../prerender/prerender-page';
import { renderApp } from '../../test/render-app';

// An administration's declaration as AgID publishes it (the query makes sure the address is kept as it is).
const DECLARATION = 'https://form.agid.gov.it/view/0a1b2c3d-4e5f-6789?lang=it&x=1';

/** The meta tag the server puts in every page it sends when ACCESSIBILITY_STATEMENT_URL is set. */
function announce(href: string) {
  const meta = document.createElement('meta');
  meta.name = 'suap-accessibility-statement';
  meta.content = href;
  document.head.append(meta);
}

async function footerLink(url: string, name: RegExp | string) {
  renderApp(url);
  await screen.findByRole('heading', { level: 1 });
  // The page's language follows the URL one effect later (lib/use-language.ts).
  return within(screen.getByRole('contentinfo')).findByRole('link', { name });
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.head.querySelector('meta[name="suap-accessibility-statement"]')?.remove();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('footer accessibility-statement link', () => {
  it.each([
    ['it', 'Dichiarazione di accessibilità'],
    ['en', 'Accessibility statement'],
  ])("opens the portal's own statement page by default, in the same tab (%s)", async (lang, name) => {
    const link = await footerLink(`/${lang}/unknown`, name);
    expect(link).toHaveAttribute('href', `/${lang}/accessibility`);
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it.each([
    ['it', 'Dichiarazione di accessibilità (si apre in una nuova finestra)'],
    ['en', 'Accessibility statement (opens in a new window)'],
  ])(
    "opens the administration's declaration when the server names one, in a new tab that it announces (%s)",
    async (lang, name) => {
      announce(DECLARATION);
      const link = await footerLink(`/${lang}/unknown`, name);
      expect(link).toHaveAttribute('href', DECLARATION);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );

  it('keeps a declaration on the portal itself in the same tab', async () => {
    announce('/it/accessibility#declaration');
    const link = await footerLink('/en/unknown', 'Accessibility statement');
    expect(link).toHaveAttribute('href', '/it/accessibility#declaration');
    expect(link).not.toHaveAttribute('target');
  });

  it.each([
    ['it', 'Dichiarazione di accessibilità (si apre in una nuova finestra)'],
    ['en', 'Accessibility statement (opens in a new window)'],
  ])(
    'is hydrated as the server sent it in a prerendered page (%s)',
    { timeout: 30_000 },
    async (lang, name) => {
      stubApi({});
      const page = await prerenderPage(`/${lang}`);
      // What the server sends (apps/server plugins/web-app.ts): the build's page with the configured declaration.
      const served = new DOMParser().parseFromString(
        withAccessibilityStatement(
          `<!doctype html><html><head><title>SUAP</title></head><body><div id="root">${page.body}</div></body></html>`,
          DECLARATION,
        ),
        'text/html',
      );
      document.head.append(served.head.querySelector('meta[name="suap-accessibility-statement"]')!);
      const container = served.getElementById('root')!;
      document.body.append(container);
      window.history.replaceState(null, '', `/${lang}`);
      const link = within(screen.getByRole('contentinfo')).getByRole('link', { name });
      // Painted before any script: the declaration, in a new tab.
      expect(link).toHaveAttribute('href', DECLARATION);
      expect(link).toHaveAttribute('target', '_blank');

      const consoleErrors = vi.spyOn(console, 'error');
      const recoverableErrors: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(
          container,
          <App queryClient={createQueryClient()} live={new Promise(() => {})} />,
          {
            onRecoverableError: (error) => recoverableErrors.push(error),
          },
        );
      });
      expect(recoverableErrors).toEqual([]);
      // Development React reports the first attribute that differs between the page and its own render. (The
      // page is taken without the controls the served page holds disabled until then, which React would report
      // first: see prerender-page.test.tsx.)
      expect(consoleErrors).not.toHaveBeenCalled();
      const hydrated = within(screen.getByRole('contentinfo')).getByRole('link', { name });
      expect(hydrated).toBe(link);
      expect(hydrated).toHaveAttribute('href', DECLARATION);
      expect(hydrated).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );
});
