import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressSearchForm } from './AddressSearchForm';
import { defaultHandlers, mockReferenceApi, PROVINCES } from './testing/reference-api-mock';
import { renderWithProviders } from './testing/render-with-providers';

const select = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionNames = (name: RegExp) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

async function setup(forceErrors = false) {
  const api = mockReferenceApi(defaultHandlers());
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<AddressSearchForm onChange={onChange} forceErrors={forceErrors} />);
  return { api, onChange, user };
}

async function toAddressResearch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Ricerca per comune' }));
  await waitFor(() => expect(optionNames(/Regione/)).toContain('Lazio'));
}

afterEach(() => vi.unstubAllGlobals());

describe('AddressSearchForm (SPEC §3, §4, §5)', { timeout: 20_000 }, () => {
  it('starts with free research and no address fields', async () => {
    await setup();
    expect(screen.getByRole('radio', { name: 'Ricerca libera' })).toBeChecked();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Come vuoi cercare il SUAP\?/ })).toBeInTheDocument();
  });

  it('marks all four fields required with an asterisk', async () => {
    const { user } = await setup();
    const legend = screen.getByRole('group', { name: /Come vuoi cercare il SUAP\?/ }).querySelector('legend');
    expect(legend).toHaveTextContent('*');
    await toAddressResearch(user);
    for (const name of [/Regione/, /Provincia/, /Comune/]) {
      expect(select(name)).toBeRequired();
      expect(select(name).labels[0]).toHaveTextContent('*');
    }
    expect(screen.getByText('I campi contrassegnati con * sono obbligatori.')).toBeInTheDocument();
  });

  it('enables province after a region, municipality after a province', async () => {
    const { user } = await setup();
    await toAddressResearch(user);
    expect(select(/Provincia/)).toBeDisabled();
    expect(select(/Comune/)).toBeDisabled();
    await user.selectOptions(select(/Regione/), 'Emilia-Romagna');
    expect(select(/Provincia/)).toBeEnabled();
    expect(select(/Comune/)).toBeDisabled();
    await waitFor(() =>
      expect(optionNames(/Provincia/)).toEqual(['Scegli la provincia', 'Forlì-Cesena', 'Bologna']),
    );
    await user.selectOptions(select(/Provincia/), 'Forlì-Cesena');
    expect(select(/Comune/)).toBeEnabled();
    await waitFor(() => expect(optionNames(/Comune/)).toEqual(['Scegli il comune', 'Forlì', 'Bertinoro']));
  });

  it('asks the server for the provinces of the region and the municipalities of the province', async () => {
    const { api, user } = await setup();
    await toAddressResearch(user);
    await user.selectOptions(select(/Regione/), 'Emilia-Romagna');
    await waitFor(() => expect(api.callsTo('/suap/v1/anagrafica/province/list')).toHaveLength(1));
    expect(api.callsTo('/suap/v1/anagrafica/province/list')[0]!.get('regionId')).toBe('8');
    await user.selectOptions(select(/Provincia/), 'Forlì-Cesena');
    await waitFor(() => expect(api.callsTo('/suap/v1/anagrafica/municipality/list')).toHaveLength(1));
    expect(api.callsTo('/suap/v1/anagrafica/municipality/list')[0]!.get('provinceId')).toBe('40');
  });

  it('shows only the provinces of the chosen region even if the server sent more', async () => {
    const handlers = defaultHandlers();
    handlers['/api/suap/v1/anagrafica/province/list'] = () => ({
      code: 200,
      message: 'OK',
      description: 'OK',
      provinceList: PROVINCES,
    });
    mockReferenceApi(handlers);
    const user = userEvent.setup();
    renderWithProviders(<AddressSearchForm onChange={vi.fn()} />);
    await toAddressResearch(user);
    await user.selectOptions(select(/Regione/), 'Lazio');
    await waitFor(() => expect(optionNames(/Provincia/)).toEqual(['Scegli la provincia', 'Roma']));
  });

  it('a new region clears province and municipality; a new province clears municipality', async () => {
    const { onChange, user } = await setup();
    await toAddressResearch(user);
    await user.selectOptions(select(/Regione/), 'Emilia-Romagna');
    await waitFor(() => expect(optionNames(/Provincia/)).toContain('Bologna'));
    await user.selectOptions(select(/Provincia/), 'Forlì-Cesena');
    await waitFor(() => expect(optionNames(/Comune/)).toContain('Forlì'));
    await user.selectOptions(select(/Comune/), 'Forlì');
    expect(onChange).toHaveBeenLastCalledWith({
      typeResearch: 'addressResearch',
      regionId: 8,
      provinceId: 40,
      municipalityId: 40012,
    });

    await user.selectOptions(select(/Provincia/), 'Bologna');
    expect(select(/Comune/).value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith({
      typeResearch: 'addressResearch',
      regionId: 8,
      provinceId: 37,
    });

    await user.selectOptions(select(/Regione/), 'Lazio');
    expect(select(/Provincia/).value).toBe('');
    expect(select(/Comune/).value).toBe('');
    expect(select(/Comune/)).toBeDisabled();
    expect(onChange).toHaveBeenLastCalledWith({ typeResearch: 'addressResearch', regionId: 12 });
  });

  it('switching research type clears the three places', async () => {
    const { onChange, user } = await setup();
    await toAddressResearch(user);
    await user.selectOptions(select(/Regione/), 'Lazio');
    await user.click(screen.getByRole('radio', { name: 'Ricerca libera' }));
    expect(onChange).toHaveBeenLastCalledWith({ typeResearch: 'freeResearch' });
    await user.click(screen.getByRole('radio', { name: 'Ricerca per comune' }));
    expect(onChange).toHaveBeenLastCalledWith({ typeResearch: 'addressResearch' });
    expect(select(/Regione/).value).toBe('');
  });

  it('shows the required error once a field is touched, not before', async () => {
    const { user } = await setup();
    await toAddressResearch(user);
    expect(screen.queryByText('Campo obbligatorio')).not.toBeInTheDocument();
    await user.click(select(/Regione/));
    await user.tab();
    const error = screen.getByText('Campo obbligatorio');
    expect(select(/Regione/)).toHaveAttribute('aria-invalid', 'true');
    expect(select(/Regione/)).toHaveAttribute('aria-describedby', error.id);
    await user.selectOptions(select(/Regione/), 'Lazio');
    expect(screen.queryByText('Campo obbligatorio')).not.toBeInTheDocument();
  });

  it('shows every required error when errors are forced', async () => {
    const { user } = await setup(true);
    await toAddressResearch(user);
    expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(3);
  });

  it('shows the retrieve-error callout when the places cannot be loaded', async () => {
    const handlers = defaultHandlers();
    handlers['/api/suap/v1/anagrafica/region/list'] = () => {
      throw new Error('down');
    };
    mockReferenceApi(handlers);
    const user = userEvent.setup();
    renderWithProviders(<AddressSearchForm onChange={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Ricerca per comune' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare i dati');
  });
});
