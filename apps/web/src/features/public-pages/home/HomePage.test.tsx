import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

describe('home page', () => {
  it('explains the portal in Italian and links to the startup service', async () => {
    renderApp('/it');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      "Avvia la tua attività d'impresa online",
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'A cosa serve il portale' })).toBeInTheDocument();
    expect(within(main).getByRole('heading', { name: 'A chi si rivolge' })).toBeInTheDocument();
    expect(within(main).getByRole('heading', { name: 'Come accedere' })).toBeInTheDocument();
    expect(within(main).getByText('SPID')).toBeInTheDocument();
    expect(within(main).getByText('CIE')).toBeInTheDocument();
    expect(within(main).getByText('eIDAS')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Vai al servizio Avvio attività' })).toHaveAttribute(
      'href',
      '/it/startup-service',
    );
  });

  it('explains the portal in English', async () => {
    renderApp('/en');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Start your business activity online',
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'What the portal is for' })).toBeInTheDocument();
    expect(within(main).getByRole('heading', { name: 'How to log in' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go to the Start a business service' })).toHaveAttribute(
      'href',
      '/en/startup-service',
    );
    expect(within(main).getByRole('link', { name: 'Go to support' })).toHaveAttribute('href', '/en/support');
  });

  it('keeps a sound heading outline: one h1, then h2 sections', async () => {
    renderApp('/it');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).length,
    ).toBeGreaterThanOrEqual(4);
  });
});
