import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Role } from '@suap/shared';
import { sessionStore } from '../../lib/session-storage';
import { renderApp } from '../../test/render-app';
import { stubApi } from '../public-pages/testing/api-stub';

const user = (profileId: number) => ({
  userId: 5,
  firstName: 'Anna',
  lastName: 'Verdi',
  fiscalCode: 'VRDNNA80A41H501X',
  profile: { profileId, description: 'Profilo' },
  active: 1,
});

async function sectionLinks(url: string) {
  renderApp(url);
  await screen.findByRole('heading', { level: 1 });
  const nav = screen.getByRole('navigation', { name: 'Sezioni della guida' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

afterEach(() => vi.unstubAllGlobals());

describe('online help', { timeout: 30_000 }, () => {
  it('opens the public section to everyone, as a real guide with a table of contents', async () => {
    stubApi({});
    renderApp('/it/help-online/public-area');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Area pubblica e presentazione della richiesta' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Presentare una richiesta' })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'In questa sezione' });
    expect(within(toc).getAllByRole('link').length).toBeGreaterThanOrEqual(4);
    // The title is written by an effect after the page renders.
    await waitFor(() =>
      expect(document.title).toBe(
        'Portale SUAP - Guida online - Area pubblica e presentazione della richiesta',
      ),
    );
  });

  it('lists to an anonymous visitor only the open section', async () => {
    stubApi({});
    expect(await sectionLinks('/it/help-online/public-area')).toEqual(['/it/help-online/public-area']);
  });

  it('asks an anonymous visitor to log in instead of showing the private-area guide', async () => {
    stubApi({});
    renderApp('/en/help-online/private-area');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Log in to read this section')).toBeInTheDocument();
    const login = screen.getByRole('link', { name: 'Log in with SPID, CIE or eIDAS' });
    const href = new URL(login.getAttribute('href')!, 'http://localhost');
    expect(href.searchParams.get('idp')).toBe('fo');
    expect(href.searchParams.get('origin')).toBe('/en/help-online/private-area');
    expect(
      screen.queryByRole('heading', { level: 2, name: /elenco delle richieste|list of requests/i }),
    ).toBeNull();
  });

  it('shows a citizen the public and private-area sections only', async () => {
    sessionStore.set('loggedUser', user(Role.FRONT_OFFICE));
    stubApi({});
    expect(await sectionLinks('/it/help-online/private-area')).toEqual([
      '/it/help-online/public-area',
      '/it/help-online/private-area',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: "L'elenco delle richieste" })).toBeInTheDocument();
  });

  it('refuses the administrator section to a collaborator and hides its link', async () => {
    sessionStore.set('loggedUser', user(Role.BO_COLLAB));
    stubApi({});
    const links = await sectionLinks('/it/help-online/administrator');
    expect(links).toEqual([
      '/it/help-online/public-area',
      '/it/help-online/back-office',
      '/it/help-online/collaborator',
    ]);
    expect(screen.getByText('Sezione non disponibile per il tuo profilo')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Creare un utente' })).toBeNull();
  });

  it('gives an administrator the back-office and administrator sections, not the collaborator one', async () => {
    sessionStore.set('loggedUser', user(Role.BO_ADMIN));
    stubApi({});
    const links = await sectionLinks('/it/help-online/administrator');
    expect(links).toEqual([
      '/it/help-online/public-area',
      '/it/help-online/back-office',
      '/it/help-online/administrator',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Creare un utente' })).toBeInTheDocument();
  });

  it('gives the generic back-office profile both staff sections', async () => {
    sessionStore.set('loggedUser', user(Role.BACK_OFFICE));
    stubApi({});
    const links = await sectionLinks('/it/help-online/collaborator');
    expect(links).toEqual([
      '/it/help-online/public-area',
      '/it/help-online/back-office',
      '/it/help-online/administrator',
      '/it/help-online/collaborator',
    ]);
  });
});
