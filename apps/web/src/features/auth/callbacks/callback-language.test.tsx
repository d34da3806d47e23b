import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { browserNavigation } from '../../../lib/session';
import { sessionStore } from '../../../lib/session-storage';
import { anonymousSession, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setUpSessionTests } from '../../../test/session-test-setup';
import { callbackLanguage } from './callback-language';

setUpSessionTests();
afterEach(async () => {
  await i18next.changeLanguage('it');
  document.documentElement.lang = 'it';
});

describe('callback language (issue 24, 5b)', () => {
  it('reads the language of the stored login or logout origin, only on the callback pages', () => {
    sessionStore.set('loginOrigin', '/en/support');
    sessionStore.set('logoutOrigin', '/it/private-area');
    expect(callbackLanguage('/auth/login')).toBe('en');
    expect(callbackLanguage('/auth/back-office')).toBe('en');
    expect(callbackLanguage('/auth/logout')).toBe('it');
    expect(callbackLanguage('/en/support')).toBeNull();
    sessionStore.set('loginOrigin', '//evil.example/en');
    expect(callbackLanguage('/auth/login')).toBeNull();
  });

  it('prefers the language the server says the login was started in (a login started outside the app)', () => {
    sessionStore.set('loginOrigin', '/it/support');
    document.cookie = 'suap_login_lang=en; path=/';
    try {
      expect(callbackLanguage('/auth/back-office')).toBe('en');
      // The logout callback follows its own origin only.
      sessionStore.set('logoutOrigin', '/it');
      expect(callbackLanguage('/auth/logout')).toBe('it');
    } finally {
      document.cookie = 'suap_login_lang=; path=/; max-age=0';
    }
  });

  it('shows the login callback page in English to a user who came from an English page', async () => {
    stubApi({ 'GET /api/session': { body: anonymousSession } });
    sessionStore.set('loginOrigin', '/en/support');
    // ?start=1 begins the login (recorded, not performed), so the page stays on screen.
    renderApp('/auth/login?start=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Logging in' })).toBeInTheDocument();
    expect(screen.getByText(/^We are completing your login/)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(browserNavigation.assign).toHaveBeenCalled());
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('SUAP portal - Logging in');
    // The shell around it links to the English pages, not to Italian ones labelled in English.
    const homeLinks = screen.getAllByRole('link', { name: 'Home' });
    expect(homeLinks.map((link) => link.getAttribute('href'))).toContain('/en');
  });

  it('keeps Italian when the user came from an Italian page', async () => {
    stubApi({ 'GET /api/session': { body: anonymousSession } });
    sessionStore.set('loginOrigin', '/it/support');
    renderApp('/auth/login?start=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accesso in corso' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
    expect(document.title).toBe('Portale SUAP - Accesso in corso');
  });
});
