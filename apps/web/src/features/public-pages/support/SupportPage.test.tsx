import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { PORTAL_CONTACTS } from '../portal-contacts';
import { stubApi } from '../testing/api-stub';

afterEach(() => vi.unstubAllGlobals());

describe('support page', { timeout: 30_000 }, () => {
  it('gives the help-desk contacts and hours, the online help, the feedback link and the SUAP search', async () => {
    stubApi({});
    renderApp('/en/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PORTAL_CONTACTS.email })).toHaveAttribute(
      'href',
      `mailto:${PORTAL_CONTACTS.email}`,
    );
    expect(screen.getByText('Help desk hours')).toBeInTheDocument();
    expect(screen.getByText(/Monday to Friday/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the online help' })).toHaveAttribute(
      'href',
      '/en/help-online/public-area',
    );
    const feedback = screen.getByRole('link', {
      name: /Leave a comment on the service/,
      description: undefined,
    });
    expect(feedback.getAttribute('href')).toMatch(/[?&]lang=en/);
    expect(screen.getByRole('heading', { level: 2, name: 'Find your SUAP' })).toBeInTheDocument();
  });
});
