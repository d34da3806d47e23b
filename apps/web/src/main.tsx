import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreen } from './app/lazy-screen';
import { matchAppRoute } from './app/match-route';
import { createQueryClient } from './app/query-client';
import { callbackLanguage } from './features/auth/callbacks/callback-language';
import { masterDataQuery } from './lib/api/master-data';
import { languageFromPath, startI18n } from './lib/i18n';
import { refreshSession } from './lib/session';
import './styles/index.css';

const { pathname } = window.location;
// The language-less login and logout callbacks speak the language the user came from: load that one first.
const language = callbackLanguage(pathname) ?? languageFromPath(pathname);
const queryClient = createQueryClient();
const container = document.getElementById('root')!;
// The public pages arrive prerendered (scripts/prerender.mjs): the browser has painted them already.
const prerendered = container.hasChildNodes();

// A page that is not prerendered gets everything it needs at once, before the first render: the page
// language's texts (nothing flashes untranslated), the page's screen, the session (GET /api/session: is the
// restored user still logged in?) and the master data the shell shows. Then the first render shows the final
// page, instead of re-rendering as each reply arrives after the first paint (each re-render was blocking time
// for Lighthouse, issue 11). The two calls never reject: refreshSession and prefetchQuery keep their errors.
// A slow server must not keep the page blank: past the deadline the page renders and the calls finish later
// (the app shows their results when they arrive); and it renders even if a download failed.
const API_DEADLINE_MS = 3000;
const withinDeadline = (work: Promise<unknown>) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, API_DEADLINE_MS))]);

const session = refreshSession(language);
const page = [startI18n(language), preloadScreen(matchAppRoute(pathname)?.screen)];

if (prerendered) {
  // Hydrated as soon as its texts and screen are here. It is the page of a visitor nobody knows yet, so it
  // hydrates with an empty query cache, and goes live (session-dependent parts) once the session is known.
  void Promise.allSettled(page).then(() =>
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App queryClient={queryClient} live={withinDeadline(session)} />
        </StrictMode>,
      );
    }),
  );
} else {
  const calls = Promise.all([session, queryClient.prefetchQuery(masterDataQuery(language))]);
  void Promise.allSettled([...page, withinDeadline(calls)]).then(() =>
    // A transition render yields to the browser every few milliseconds instead of blocking it for the whole
    // first render (Lighthouse counts every task over 50 ms after the first paint as blocking time).
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      );
    }),
  );
}
