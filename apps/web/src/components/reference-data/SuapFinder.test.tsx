import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SuapFinder } from './SuapFinder';
import { defaultHandlers, makeSuap, mockReferenceApi } from './testing/reference-api-mock';
import { renderWithProviders } from './testing/render-with-providers';

const PATH = '/suap/v1/anagrafica/suap/list';
const FORLI_SUAP = makeSuap(81, { name: 'SUAP del Comune di Forlì' });
const select = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const cardNames = () =>
  within(screen.getByRole('list', { name: 'SUAP trovati' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('SuapFinder (SPEC §4 address search)', { timeout: 20_000 }, () => {
  it('lists every office with a search in free research', async () => {
    mockReferenceApi(defaultHandlers({ suaps: [makeSuap(1), FORLI_SUAP] }));
    renderWithProviders(<SuapFinder onSelect={vi.fn()} />);
    await waitFor(() =>
      expect(cardNames()).toEqual(['SUAP del Comune numero 1', 'SUAP del Comune di Forlì']),
    );
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('address research clears the list until a municipality is chosen, then shows its office', async () => {
    const api = mockReferenceApi(
      defaultHandlers({ suaps: [makeSuap(1), FORLI_SUAP], suapByMunicipality: { 40012: FORLI_SUAP } }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SuapFinder onSelect={vi.fn()} />);
    await waitFor(() => expect(cardNames()).toHaveLength(2));

    await user.click(screen.getByRole('radio', { name: 'Ricerca per comune' }));
    expect(screen.queryByRole('list', { name: 'SUAP trovati' })).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(
      screen.getByText('Scegli regione, provincia e comune per vedere il SUAP competente.'),
    ).toBeInTheDocument();

    await waitFor(() => expect(within(select(/Regione/)).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select(/Regione/), 'Emilia-Romagna');
    await waitFor(() => expect(within(select(/Provincia/)).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select(/Provincia/), 'Forlì-Cesena');
    await waitFor(() => expect(within(select(/Comune/)).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select(/Comune/), 'Forlì');
    await waitFor(() => expect(cardNames()).toEqual(['SUAP del Comune di Forlì']));
    expect(api.callsTo(PATH).at(-1)!.get('municipalityId')).toBe('40012');

    // A new province empties the municipality, and with it the list.
    await user.selectOptions(select(/Provincia/), 'Bologna');
    expect(screen.queryByRole('list', { name: 'SUAP trovati' })).not.toBeInTheDocument();
  });

  it('switching back to free research reloads the full list', async () => {
    const api = mockReferenceApi(defaultHandlers({ suaps: [makeSuap(1), FORLI_SUAP] }));
    const user = userEvent.setup();
    renderWithProviders(<SuapFinder onSelect={vi.fn()} />);
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    const before = api.callsTo(PATH).length;
    await user.click(screen.getByRole('radio', { name: 'Ricerca per comune' }));
    await user.click(screen.getByRole('radio', { name: 'Ricerca libera' }));
    await waitFor(() => expect(api.callsTo(PATH).length).toBe(before + 1));
    expect(Object.fromEntries(api.callsTo(PATH).at(-1)!)).toEqual({ page: '1', size: '12' });
    await waitFor(() => expect(cardNames()).toHaveLength(2));
  });

  it('opens the SUAP exception modal by default when an office is chosen', async () => {
    mockReferenceApi(defaultHandlers({ suaps: [FORLI_SUAP] }));
    const user = userEvent.setup();
    renderWithProviders(<SuapFinder />);
    await waitFor(() => expect(cardNames()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Scegli questo SUAP' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'SUAP del Comune di Forlì riceve le pratiche su questo portale',
    );
  });
});
