import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionState } from '../../lib/session';
import { sessionStore } from '../../lib/session-storage';
import { renderApp } from '../../test/render-app';
import { setViewportWidth } from '../../test/setup';

async function renderPage(url = '/it/unknown?x=1') {
  const result = renderApp(url);
  await screen.findByRole('heading', { level: 1 });
  return result;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function mainMenu(name = 'Menu principale') {
  return screen.getByRole('navigation', { name });
}

function menuEntries(name?: string) {
  return Array.from(mainMenu(name).querySelectorAll<HTMLAnchorElement>('.navbar-nav a'));
}

afterEach(() => vi.restoreAllMocks());

describe('layout landmarks', () => {
  it('has a header, the main navigation, a main region and a footer', async () => {
    await renderPage();
    expect(screen.getByRole('banner')).toContainElement(mainMenu());
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('language switch', () => {
  it('keeps the current page and query, updates <html lang> and marks each option with its language', async () => {
    const { router } = await renderPage('/it/unknown?x=1');
    const switcher = screen.getByRole('navigation', { name: 'Lingua' });
    const english = within(switcher).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('href', '/en/unknown?x=1');
    expect(within(switcher).getByRole('link', { name: 'Italiano' })).toHaveAttribute('lang', 'it');
    expect(within(switcher).getByRole('link', { name: 'Italiano' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(english);
    expect(router.state.location.pathname).toBe('/en/unknown');
    expect(router.state.location.search).toBe('?x=1');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('skip links', () => {
  it('jumps to the main heading', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'Vai al contenuto principale' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('keeps real fragment hrefs inside a labelled nav (kit bug wrapped)', async () => {
    await renderPage();
    const nav = screen.getByRole('navigation', { name: 'Collegamenti rapidi' });
    expect(within(nav).getByRole('link', { name: 'Vai al contenuto principale' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(within(nav).getByRole('link', { name: 'Vai alla navigazione' })).toHaveAttribute(
      'href',
      '#main-navigation',
    );
  });

  it('jumps to the first menu link on desktop', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'Vai alla navigazione' }));
    expect(within(mainMenu()).getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('opens the burger menu on small screens', async () => {
    setViewportWidth(375);
    await renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'Vai alla navigazione' }));
    const panel = screen.getByRole('dialog', { name: 'Menu di navigazione' });
    await waitFor(() => expect(within(panel).getByRole('link', { name: 'Home' })).toHaveFocus());
  });
});

describe('burger menu', () => {
  it('opens as a dialog with the language selector and a login button, and closes with Escape', async () => {
    setViewportWidth(375);
    await renderPage();
    const toggler = screen.getByRole('button', { name: 'Apri il menu di navigazione' });
    expect(toggler).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggler);
    const panel = screen.getByRole('dialog', { name: 'Menu di navigazione' });
    expect(toggler).toHaveAttribute('aria-expanded', 'true');
    const languages = within(panel).getByRole('group', { name: 'Scegli la lingua' });
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/unknown?x=1',
    );
    expect(within(panel).getByRole('link', { name: /Accedi/ })).toHaveAttribute(
      'href',
      '/api/login/start?idp=fo&origin=%2Fit%2Funknown%3Fx%3D1&lang=it',
    );

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggler).toHaveFocus();
  });

  it('closes on the overlay and on the close button', async () => {
    setViewportWidth(375);
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Apri il menu di navigazione' }));
    await userEvent.click(screen.getByTestId('menu-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apri il menu di navigazione' }));
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi il menu di navigazione' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no login button once logged in', async () => {
    sessionStore.set('loggedUser', { profile: { profileId: 1 } });
    setViewportWidth(375);
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Apri il menu di navigazione' }));
    expect(
      within(screen.getByRole('dialog')).queryByRole('link', { name: /Accedi/ }),
    ).not.toBeInTheDocument();
  });

  // Issue 23, item 10: someone completing their identity is logged in at the provider already.
  it('has no login button while the identity is being matched', async () => {
    sessionState.set({ ...sessionState.get(), identityMatching: true });
    await renderPage();
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: /Accedi/ }),
    ).not.toBeInTheDocument();
    scrollTo(400);
    expect(screen.queryByRole('link', { name: /Accedi/ })).not.toBeInTheDocument();
    sessionState.reset();
  });

  it('is a plain bar on desktop', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Apri il menu di navigazione' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('header menu', () => {
  it('lists home, startup, support and private area, marking the current page', async () => {
    await renderPage('/en');
    const entries = menuEntries('Main menu');
    expect(entries.map((link) => link.textContent)).toEqual([
      'Home',
      'Start a business',
      'Support',
      'Personal area',
    ]);
    expect(entries.map((link) => link.getAttribute('href'))).toEqual([
      '/en',
      '/en/startup-service',
      '/en/support',
      '/en/private-area',
    ]);
    expect(entries[0]).toHaveAttribute('aria-current', 'page');
    expect(entries[1]).not.toHaveAttribute('aria-current');
  });

  it('hides the private area from back-office staff', async () => {
    sessionStore.set('loggedUser', { profile: { profileId: 2 } });
    await renderPage();
    expect(menuEntries().map((link) => link.textContent)).toEqual(['Home', 'Avvio attività', 'Assistenza']);
  });
});

describe('login button', () => {
  it('is shown to visitors and remembers where they were', async () => {
    await renderPage('/it/unknown?x=1');
    const banner = screen.getByRole('banner');
    const login = within(banner).getAllByRole('link', { name: /Accedi/ })[0]!;
    expect(login).toHaveAttribute('href', '/api/login/start?idp=fo&origin=%2Fit%2Funknown%3Fx%3D1&lang=it');
    login.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot leave the page
    fireEvent.click(login);
    expect(sessionStore.get('loginOrigin')).toBe('/it/unknown?x=1');
  });

  it('is replaced by the user menu slot once logged in', async () => {
    sessionStore.set('loggedUser', { profile: { profileId: 1 } });
    await renderPage();
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: /Accedi/ }),
    ).not.toBeInTheDocument();
  });
});

describe('scroll helpers', () => {
  it('shows the scroll-to-top button only past 150 px and scrolls up with it', async () => {
    await renderPage();
    scrollTo(150);
    expect(screen.queryByRole('button', { name: "Torna all'inizio della pagina" })).not.toBeInTheDocument();
    scrollTo(151);
    const button = screen.getByRole('button', { name: "Torna all'inizio della pagina" });
    await userEvent.click(button);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.getElementById('page-top')).toHaveFocus();
  });

  it('shows the floating login on phones past 150 px, only to visitors', async () => {
    setViewportWidth(375);
    await renderPage();
    const floating = () => document.querySelector('.suap-floating-login');
    scrollTo(100);
    expect(floating()).toBeNull();
    scrollTo(200);
    expect(floating()?.getAttribute('href')).toMatch(/^\/api\/login\/start\?idp=fo&origin=%2Fit/);
    expect(floating()).toHaveTextContent('Accedi');
  });

  it('does not show the floating login on wider screens', async () => {
    setViewportWidth(800);
    await renderPage();
    scrollTo(400);
    expect(document.querySelector('.suap-floating-login')).toBeNull();
  });

  it('does not show the floating login when logged in', async () => {
    sessionStore.set('loggedUser', { profile: { profileId: 1 } });
    setViewportWidth(375);
    await renderPage();
    scrollTo(400);
    expect(document.querySelector('.suap-floating-login')).toBeNull();
  });
});

describe('footer', () => {
  it('links to the privacy notice, the accessibility statement, AgID and the back-office login', async () => {
    await renderPage('/en/unknown');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    );
    expect(within(footer).getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute(
      'href',
      '/en/accessibility',
    );
    const agid = within(footer).getByRole('link', { name: /Report an accessibility problem to AgID/ });
    expect(agid).toHaveAttribute('href', 'https://form.agid.gov.it/');
    expect(agid).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('link', { name: 'Staff login' })).toHaveAttribute(
      'href',
      '/auth/back-office?start=1',
    );
  });

  it('builds the feedback link with the language and the encoded referrer', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://search.example/?q=suap portal');
    await renderPage('/en/unknown');
    const feedback = within(screen.getByRole('contentinfo')).getByRole('link', { name: /Give feedback/ });
    expect(feedback.getAttribute('href')).toBe(
      'https://europa.eu/youreurope/feedback/index_en.htm?lang=en&referer_url=https%3A%2F%2Fsearch.example%2F%3Fq%3Dsuap%20portal',
    );
  });

  it('has five institutional logos, each an external link with a name', async () => {
    await renderPage();
    const list = screen.getByRole('heading', { name: 'Istituzioni e progetti collegati' })
      .nextElementSibling as HTMLElement;
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAccessibleName(/\S+ \(si apre in una nuova finestra\)$/);
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });
});
