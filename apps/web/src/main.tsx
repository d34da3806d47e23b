import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreen } from './app/lazy-screen';
import { matchAppRoute } from './app/match-route';
import { createQueryClient } from './app/query-client';
import { masterDataQuery } from './lib/api/master-data';
import { languageFromPath, startI18n } from './lib/i18n';
import { refreshSession } from './lib/session';
import './styles/index.css';

const { pathname } = window.location;
const language = languageFromPath(pathname);
const queryClient = createQueryClient();

// Everything the first page needs is fetched at once, before the first render: the page language's texts
// (nothing flashes untranslated), the page's screen, the session (GET /api/session: is the restored user
// still logged in?) and the master data the shell shows. Then the first render shows the final page, instead
// of re-rendering as each reply arrives after the first paint (each re-render was blocking time for
// Lighthouse, issue 11). The two calls never reject: refreshSession and prefetchQuery keep their errors.
// A slow server must not keep the page blank: past the deadline the page renders and the calls finish later
// (the app shows their results when they arrive); and it renders even if a download failed.
const API_DEADLINE_MS = 3000;
const withinDeadline = (work: Promise<unknown>) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, API_DEADLINE_MS))]);

void Promise.allSettled([
  startI18n(language),
  preloadScreen(matchAppRoute(pathname)?.screen),
  withinDeadline(
    Promise.all([refreshSession(language), queryClient.prefetchQuery(masterDataQuery(language))]),
  ),
]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // A transition render yields to the browser every few milliseconds instead of blocking it for the whole
  // first render (Lighthouse counts every task over 50 ms after the first paint as blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
});
