import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { PUBLIC_DOCUMENTS_REPLY, stubApi } from '../testing/api-stub';

afterEach(() => vi.unstubAllGlobals());

describe('startup service page', { timeout: 30_000 }, () => {
  it('shows the login box, the four-step timeline in order and what is needed', async () => {
    stubApi({ '/public/documents': { body: PUBLIC_DOCUMENTS_REPLY } });
    renderApp('/it/startup-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Avvio attività' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Accedi al servizio' })).toBeInTheDocument();
    const timeline = screen.getByRole('heading', { name: 'Come funziona' }).closest('section')!;
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent('Passaggio 1 di 4: Accedi con la tua identità digitale');
    expect(steps[3]).toHaveTextContent('Segui la richiesta nella tua area personale');
    expect(screen.getByRole('heading', { name: 'Che cosa ti serve' })).toBeInTheDocument();
  });

  it('links both PDFs with their type and the size the server wrote in the page language', async () => {
    const calls = stubApi({ '/public/documents': { body: PUBLIC_DOCUMENTS_REPLY } });
    renderApp('/it/startup-service');
    const decree = await screen.findByRole('link', { name: /Scheda di riferimento \(PDF, 51,2 KB\)/ });
    expect(decree).toHaveAttribute('href', '/api/public/documents/decree-160?lang=it');
    expect(decree).toHaveAttribute('download', 'DPR-160-2010-scheda-di-riferimento.pdf');
    expect(
      screen.getByRole('link', { name: /Iniziative e richieste .* \(PDF, 560 KB\)/ }),
    ).toBeInTheDocument();
    expect(calls.find((url) => url.pathname === '/api/public/documents')?.searchParams.get('lang')).toBe(
      'it',
    );
  });

  it('says so when the documents cannot be listed', async () => {
    stubApi({});
    renderApp('/en/startup-service');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The documents cannot be downloaded right now',
    );
  });
});
