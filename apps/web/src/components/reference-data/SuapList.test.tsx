import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SuapList } from './SuapList';
import { defaultHandlers, makeSuap, mockReferenceApi } from './testing/reference-api-mock';
import { renderWithProviders } from './testing/render-with-providers';

const SUAPS = Array.from({ length: 30 }, (_, i) => makeSuap(i + 1));
const PATH = '/suap/v1/anagrafica/suap/list';

afterEach(() => vi.unstubAllGlobals());

const cards = () => within(screen.getByRole('list', { name: 'SUAP trovati' })).getAllByRole('listitem');

describe('SuapList', { timeout: 20_000 }, () => {
  it('shows 12 cards with name and PEC, from page 1', async () => {
    const api = mockReferenceApi(defaultHandlers({ suaps: SUAPS }));
    renderWithProviders(<SuapList searchable onSelect={vi.fn()} />);
    await waitFor(() => expect(cards()).toHaveLength(12));
    const first = cards()[0]!;
    expect(
      within(first).getByRole('heading', { level: 3, name: 'SUAP del Comune numero 1' }),
    ).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'suap1@pec.example.it' })).toHaveAttribute(
      'href',
      'mailto:suap1@pec.example.it',
    );
    expect(Object.fromEntries(api.callsTo(PATH)[0]!)).toEqual({ page: '1', size: '12' });
  });

  it('pages with the paginator: first, ellipsis-free small lists, last', async () => {
    const api = mockReferenceApi(defaultHandlers({ suaps: SUAPS }));
    const user = userEvent.setup();
    renderWithProviders(<SuapList searchable onSelect={vi.fn()} />);
    const nav = await screen.findByRole('navigation', { name: 'Pagine dei SUAP' });
    await user.click(within(nav).getByRole('button', { name: 'Ultima pagina, pagina 3' }));
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(api.callsTo(PATH).at(-1)!.get('page')).toBe('3');
    expect(within(nav).getByRole('button', { name: 'Ultima pagina, pagina 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('searches with 3 characters and goes back to page 1', async () => {
    const api = mockReferenceApi(defaultHandlers({ suaps: SUAPS }));
    const user = userEvent.setup();
    renderWithProviders(<SuapList searchable onSelect={vi.fn()} />);
    const nav = await screen.findByRole('navigation', { name: 'Pagine dei SUAP' });
    await user.click(within(nav).getByRole('button', { name: 'Pagina successiva' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Cerca un SUAP per nome o comune' }),
      'nUmero 2{Enter}',
    );
    await waitFor(() => expect(api.callsTo(PATH).at(-1)!.get('filter')).toBe('nUmero 2'));
    expect(api.callsTo(PATH).at(-1)!.get('page')).toBe('1');
  });

  it('says why an office found by a served town or its PEC matched, and not for a name match', async () => {
    const found = [
      { ...makeSuap(1, { name: 'SUAP del Comune di Roma' }), matchedOn: { on: 'name', value: 'x' } },
      {
        ...makeSuap(2, { name: 'SUAP associato dei Comuni della Provincia di Bergamo' }),
        matchedOn: { on: 'municipality', value: 'Romano di Lombardia' },
      },
      { ...makeSuap(3), matchedOn: { on: 'pec', value: 'suap@pec.roma.it' } },
    ];
    const handlers = defaultHandlers();
    handlers[`/api${PATH}`] = (query) => ({
      code: 200,
      message: 'ok',
      description: 'ok',
      page: 1,
      size: 12,
      totalPages: 1,
      totalResults: found.length,
      sort: null,
      filter: query.get('filter'),
      suapList: found,
    });
    mockReferenceApi(handlers);
    const onSelect = vi.fn();
    renderWithProviders(<SuapList searchable onSelect={onSelect} />);
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards()[0]!.querySelector('.suap-match-reason')).toBeNull();
    expect(cards()[1]).toHaveTextContent('Trovato perché serve il comune di Romano di Lombardia');
    expect(cards()[2]).toHaveTextContent('Trovato per l’indirizzo PEC suap@pec.roma.it');
    // The choice carries the office alone, not why the search found it.
    await userEvent.setup().click(within(cards()[1]!).getByRole('button', { name: 'Scegli questo SUAP' }));
    expect(onSelect).toHaveBeenCalledWith(
      makeSuap(2, { name: 'SUAP associato dei Comuni della Provincia di Bergamo' }),
    );
  });

  it('has no search bar unless asked', async () => {
    mockReferenceApi(defaultHandlers({ suaps: SUAPS }));
    renderWithProviders(<SuapList onSelect={vi.fn()} />);
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('asks for the office of a municipality', async () => {
    const api = mockReferenceApi(defaultHandlers({ suapByMunicipality: { 40012: makeSuap(81) } }));
    renderWithProviders(<SuapList municipalityId={40012} onSelect={vi.fn()} />);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(api.callsTo(PATH)[0]!.get('municipalityId')).toBe('40012');
    expect(screen.queryByRole('navigation', { name: 'Pagine dei SUAP' })).not.toBeInTheDocument();
  });

  it('shows the no-records card when nothing matches', async () => {
    mockReferenceApi(defaultHandlers({ suaps: [] }));
    renderWithProviders(<SuapList searchable onSelect={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nessun SUAP corrisponde alla ricerca.');
  });

  it('shows the retrieve-error callout when the call fails, and can try again', async () => {
    let fail = true;
    const handlers = defaultHandlers({ suaps: SUAPS });
    const ok = handlers[`/api${PATH}`]!;
    handlers[`/api${PATH}`] = (query) => {
      if (fail) throw new Error('down');
      return ok(query);
    };
    mockReferenceApi(handlers);
    const user = userEvent.setup();
    renderWithProviders(<SuapList searchable onSelect={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare i dati');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
  });

  it('hands the chosen office to its owner', async () => {
    mockReferenceApi(defaultHandlers({ suaps: SUAPS }));
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SuapList searchable onSelect={onSelect} selectedSuapId={2} />);
    await waitFor(() => expect(cards()).toHaveLength(12));
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Scegli questo SUAP' }));
    expect(onSelect).toHaveBeenCalledWith(SUAPS[0]);
    expect(within(cards()[1]!).getByRole('button', { name: 'SUAP scelto' })).toBeInTheDocument();
  });
});
