import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InitiativePicker } from './InitiativePicker';
import { defaultHandlers, makeInitiative, mockReferenceApi } from './testing/reference-api-mock';
import { renderWithProviders } from './testing/render-with-providers';

const PATH = '/suap/v1/anagrafica/iniziative/list';
const INITIATIVES = [...Array.from({ length: 7 }, (_, i) => makeInitiative(i + 1, 1)), makeInitiative(20, 2)];
const options = () =>
  within(screen.getByRole('group', { name: 'Scegli l’iniziativa' })).getAllByRole('radio');

afterEach(() => vi.unstubAllGlobals());

describe('InitiativePicker (SPEC §4)', { timeout: 20_000 }, () => {
  it('selects the first initiative type and lists its initiatives, 5 per page', async () => {
    const api = mockReferenceApi(defaultHandlers({ initiatives: INITIATIVES }));
    renderWithProviders(<InitiativePicker onSelect={vi.fn()} />);
    await waitFor(() => expect(options()).toHaveLength(5));
    expect(screen.getByRole('combobox', { name: 'Tipo di iniziativa' })).toHaveValue('1');
    expect(Object.fromEntries(api.callsTo(PATH)[0]!)).toEqual({
      page: '1',
      size: '5',
      typeId: '1',
      lang: 'it',
    });
    expect(screen.getByRole('radio', { name: /Descrizione 1/ })).toBeInTheDocument();
  });

  it('choosing a type reloads the initiatives at page 1', async () => {
    const api = mockReferenceApi(defaultHandlers({ initiatives: INITIATIVES }));
    const user = userEvent.setup();
    renderWithProviders(<InitiativePicker onSelect={vi.fn()} />);
    const nav = await screen.findByRole('navigation', { name: 'Pagine delle iniziative' });
    await user.click(within(nav).getByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() => expect(options()).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo di iniziativa' }), 'Turismo');
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(Object.fromEntries(api.callsTo(PATH).at(-1)!)).toMatchObject({ page: '1', typeId: '2' });
  });

  it('searches with 3 characters from page 1', async () => {
    const api = mockReferenceApi(defaultHandlers({ initiatives: INITIATIVES }));
    const user = userEvent.setup();
    renderWithProviders(<InitiativePicker onSelect={vi.fn()} />);
    await waitFor(() => expect(options()).toHaveLength(5));
    await user.type(screen.getByRole('textbox', { name: 'Cerca un’iniziativa' }), 'bar{Enter}');
    await waitFor(() => expect(api.callsTo(PATH).at(-1)!.get('filter')).toBe('bar'));
    expect(api.callsTo(PATH).at(-1)!.get('page')).toBe('1');
  });

  it('says the search is within the chosen type and offers the types where the text is found', async () => {
    const api = mockReferenceApi(defaultHandlers({ initiatives: INITIATIVES }));
    const user = userEvent.setup();
    renderWithProviders(<InitiativePicker onSelect={vi.fn()} />);
    await waitFor(() => expect(options()).toHaveLength(5));
    await user.type(screen.getByRole('textbox', { name: 'Cerca un’iniziativa' }), 'zione 20{Enter}');
    // Nothing in "Commercio", and the picker says why and where to look.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nessuna iniziativa corrisponde alla ricerca.',
    );
    expect(
      screen.getByText('Risultati per «zione 20» nel tipo di iniziativa «Commercio».'),
    ).toBeInTheDocument();
    expect(screen.getByText('«zione 20» si trova anche in altri tipi di iniziativa:')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vedi 1 iniziativa in «Turismo»' }));
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(screen.getByRole('combobox', { name: 'Tipo di iniziativa' })).toHaveValue('2');
    expect(screen.getByRole('radio', { name: /Descrizione 20/ })).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo(PATH).at(-1)!)).toMatchObject({
      page: '1',
      typeId: '2',
      filter: 'zione 20',
    });
    // The type now shown is no longer offered.
    expect(screen.queryByRole('button', { name: /Vedi .* in «Turismo»/ })).not.toBeInTheDocument();
  });

  it('reloads in the new language when the page language changes', async () => {
    const api = mockReferenceApi(defaultHandlers({ initiatives: INITIATIVES }));
    const { router } = renderWithProviders(<InitiativePicker onSelect={vi.fn()} />);
    await waitFor(() => expect(options()).toHaveLength(5));
    await act(() => router.navigate('/en/support'));
    await waitFor(() => expect(api.callsTo(PATH).at(-1)!.get('lang')).toBe('en'));
    expect(api.callsTo('/suap/v1/anagrafica/list').at(-1)!.get('lang')).toBe('en');
  });

  it('hands the chosen initiative to its owner and shows it checked', async () => {
    mockReferenceApi(defaultHandlers({ initiatives: INITIATIVES }));
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<InitiativePicker onSelect={onSelect} selectedId={2} />);
    await waitFor(() => expect(options()).toHaveLength(5));
    expect(screen.getByRole('radio', { name: /Descrizione 2/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Descrizione 3/ }));
    expect(onSelect).toHaveBeenCalledWith(INITIATIVES[2]);
  });

  it('shows the no-records card when a type has no initiatives', async () => {
    mockReferenceApi(defaultHandlers({ initiatives: [] }));
    renderWithProviders(<InitiativePicker onSelect={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nessuna iniziativa corrisponde alla ricerca.',
    );
  });

  it('shows the retrieve-error callout when the list fails', async () => {
    const handlers = defaultHandlers();
    handlers[`/api${PATH}`] = () => {
      throw new Error('down');
    };
    mockReferenceApi(handlers);
    renderWithProviders(<InitiativePicker onSelect={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare i dati');
  });
});
