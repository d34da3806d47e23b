import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { PORTAL_CONTACTS } from '../portal-contacts';
import { stubApi } from '../testing/api-stub';

afterEach(() => vi.unstubAllGlobals());

describe('privacy notice', { timeout: 30_000 }, () => {
  it('covers every item of GDPR art. 13, with a table of contents', async () => {
    stubApi({});
    renderApp('/it/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Informativa sul trattamento dei dati personali' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    for (const title of [
      'Chi è il titolare del trattamento',
      'Responsabile della protezione dei dati',
      'Quali dati trattiamo',
      'Perché li trattiamo e su quale base giuridica',
      'A chi comunichiamo i dati',
      "Trasferimenti fuori dall'Unione europea",
      'Per quanto tempo conserviamo i dati',
      'I tuoi diritti',
      'Reclamo al Garante',
    ])
      expect(headings).toContain(title);
    const contents = screen.getByRole('navigation', { name: 'Indice' });
    expect(within(contents).getAllByRole('link')).toHaveLength(9);
    expect(screen.getByText(/art\. 6, par\. 1, lett\. e/)).toBeInTheDocument();
    expect(screen.getByText(/art\. 6, par\. 1, lett\. c, GDPR, in relazione/)).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(PORTAL_CONTACTS.dpo.replace(/\./g, '\\.'))).length).toBeGreaterThan(
      0,
    );
  });

  it('states the draft storage limit the configuration gives', async () => {
    stubApi({
      '/suap/v1/anagrafica/list': {
        body: {
          code: 200,
          message: 'OK',
          description: 'Master data',
          masterData: {
            configuration: { typeOfServiceAnagList: [], stateOfRequestAnagList: [], typeIniziativeList: [] },
            languages: ['it', 'en'],
            ipaCode: 'c_h501',
            production: true,
            draftStorageDays: 180,
            sessionIdleMinutes: 20,
            baseUrl: 'http://localhost:3000',
          },
        },
      },
    });
    renderApp('/en/privacy-policy');
    expect(await screen.findByText(/kept for 180 days from its last change/)).toBeInTheDocument();
    expect(screen.getByText(/after 20 minutes of inactivity/)).toBeInTheDocument();
  });
});

describe('accessibility statement', { timeout: 30_000 }, () => {
  it('states conformance, the known limits and how to report a problem', async () => {
    stubApi({});
    renderApp('/en/accessibility');
    await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' });
    expect(screen.getByRole('heading', { name: 'Compliance status' })).toBeInTheDocument();
    expect(screen.getByText(/partially compliant .* WCAG 2\.1 level AA/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Non-accessible content and known limits' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Report an accessibility problem' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Report to AgID/ })).toHaveAttribute(
      'href',
      'https://form.agid.gov.it/',
    );
  });

  it('is reachable from the footer', async () => {
    stubApi({});
    renderApp('/it');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Dichiarazione di accessibilità' })).toHaveAttribute(
      'href',
      '/it/accessibility',
    );
  });
});
