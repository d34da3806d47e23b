import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { SuapSelectionSchema } from '@suap/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { closeModal } from '../modal';
import { sessionStore } from '../../lib/session-storage';
import { openSuapException } from './SuapExceptionModal';
import { makeSuap } from './testing/reference-api-mock';
import { renderWithProviders } from './testing/render-with-providers';

const INT_SUAP = makeSuap(81, { name: 'SUAP del Comune di Forlì' });
const EXT_SUAP = makeSuap(82, {
  name: 'SUAP del Comune di Cesena',
  type: 'EXT',
  url: 'https://www.impresainungiorno.gov.it/web/guest/comune?codCatastale=C573',
});

afterEach(() => act(() => closeModal()));

describe('SUAP exception modal (SPEC §4)', { timeout: 20_000 }, () => {
  it('INT: a success alert; continuing stores the SUAP and goes to the startup service', async () => {
    const { router } = renderWithProviders(<p>pagina</p>, '/it/support');
    act(() => openSuapException(INT_SUAP));
    const dialog = await screen.findByRole('dialog', {
      name: 'SUAP del Comune di Forlì riceve le pratiche su questo portale',
    });
    expect(dialog.querySelector('[data-severity]')).toHaveAttribute('data-severity', 'success');
    expect(dialog).toHaveTextContent('Abbiamo ricordato la tua scelta');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Vai al servizio' }));
    expect(sessionStore.get('selectedSuap', SuapSelectionSchema)).toEqual({
      suapId: 81,
      name: 'SUAP del Comune di Forlì',
      type: 'INT',
      url: null,
    });
    expect(router.state.location.pathname).toBe('/it/startup-service');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('INT in English goes to the English startup page', async () => {
    // The app's language root switches i18next with the URL; this test host does it by hand.
    await i18next.changeLanguage('en');
    try {
      const { router } = renderWithProviders(<p>page</p>, '/en/support');
      act(() => openSuapException(INT_SUAP));
      await screen.findByRole('dialog', { name: 'SUAP del Comune di Forlì takes requests on this portal' });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Go to the service' }));
      expect(router.state.location.pathname).toBe('/en/startup-service');
    } finally {
      await i18next.changeLanguage('it');
    }
  });

  it('EXT: a warning with another message, and a link opening the office portal in a new tab', async () => {
    renderWithProviders(<p>pagina</p>);
    act(() => openSuapException(EXT_SUAP));
    const dialog = await screen.findByRole('dialog', {
      name: 'SUAP del Comune di Cesena usa un proprio portale',
    });
    expect(dialog.querySelector('[data-severity]')).toHaveAttribute('data-severity', 'warning');
    expect(dialog).toHaveTextContent('si presentano sul suo portale');
    const link = screen.getByRole('link', { name: /Vai al portale del SUAP/ });
    expect(link).toHaveAttribute('href', EXT_SUAP.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Vai al portale del SUAP (si apre in una nuova finestra)');
    expect(sessionStore.get('selectedSuap')).toBeUndefined();
  });

  it('cancel closes without choosing', async () => {
    renderWithProviders(<p>pagina</p>);
    act(() => openSuapException(INT_SUAP));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.get('selectedSuap')).toBeUndefined();
  });
});
