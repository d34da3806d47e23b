import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Language } from '@suap/shared';
import { preloadScreen } from '../app/lazy-screen';
import { matchAppRoute } from '../app/match-route';
import { createQueryClient } from '../app/query-client';
import { AppRoutes } from '../app/router';
import { initI18n, languageFromPath, loadAllTranslations } from '../lib/i18n';
import { PrerenderingProvider, type PrerenderedHead } from '../lib/prerendering';

export interface PrerenderedPage {
  lang: Language;
  head: PrerenderedHead;
  /** The markup of the app root for an unknown visitor, before any call to the API has answered. */
  body: string;
}

/**
 * Renders a public page (the same for every visitor) as the app's first render would for a visitor the build
 * knows nothing about: the session-dependent parts are placeholders (lib/prerendering.tsx) and the API data
 * is still loading. The app hydrates exactly this markup, then goes live (app/App.tsx).
 */
export async function prerenderPage(pathname: string): Promise<PrerenderedPage> {
  const lang = languageFromPath(pathname);
  const screen = matchAppRoute(pathname)?.screen;
  if (!screen) throw new Error(`No screen to prerender at ${pathname}`);
  // The whole language, text parts included: one build renders every page in both languages, and a lazy
  // screen's loader (which adds its text part) runs only for the first of them.
  const translations = await loadAllTranslations(lang);
  if (i18next.isInitialized) i18next.addResourceBundle(lang, 'translation', translations, true, true);
  await initI18n(lang, { [lang]: translations }).changeLanguage(lang);
  // With its chunk already loaded, the lazy screen renders at once instead of the loading placeholder.
  await preloadScreen(screen);

  let head: PrerenderedHead | undefined;
  const body = renderToString(
    <PrerenderingProvider value={{ setHead: (pageHead) => (head = pageHead) }}>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </PrerenderingProvider>,
  );
  if (!head) throw new Error(`The page at ${pathname} sets no title (usePageMeta)`);
  return { lang, head, body };
}
