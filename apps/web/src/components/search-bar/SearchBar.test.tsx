import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { SearchBar } from './SearchBar';
import { patterns } from '@suap/shared';

function setup(props: Partial<Parameters<typeof SearchBar>[0]> = {}) {
  const onSearch = vi.fn();
  render(<SearchBar label="Cerca un SUAP" onSearch={onSearch} {...props} />);
  return {
    onSearch,
    input: screen.getByRole('textbox', { name: 'Cerca un SUAP' }),
    submit: screen.getByRole('button', { name: 'Cerca' }),
    user: userEvent.setup(),
  };
}

describe('SearchBar', () => {
  it('is a search landmark with a labelled field', () => {
    setup();
    expect(screen.getByRole('search', { name: 'Cerca un SUAP' })).toBeInTheDocument();
  });

  it('disables submit while the text is present but too short, and says why', async () => {
    const { input, submit, user, onSearch } = setup();
    await user.type(input, 'abc');
    expect(submit).toBeDisabled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Inserisci almeno 4 caratteri')).toBeInTheDocument();
    await user.type(input, '{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    await user.type(input, 'd');
    expect(submit).toBeEnabled();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('submits the trimmed text on Enter and on the button when valid', async () => {
    const { input, submit, user, onSearch } = setup();
    await user.type(input, ' roma {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('roma');
    await user.click(submit);
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('uses a minimum of 3 where asked (SUAP and initiative searches)', async () => {
    const { input, submit, user, onSearch } = setup({ minLength: 3 });
    await user.type(input, 'bar');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSearch).toHaveBeenCalledWith('bar');
  });

  it('rejects characters outside the search pattern', async () => {
    const { input, submit, user } = setup();
    await user.type(input, 'roma-nord');
    expect(submit).toBeDisabled();
    expect(screen.getByText('Usa solo lettere, numeri, spazi e apostrofi')).toBeInTheDocument();
  });

  it('takes another pattern with its own message (the user list accepts an e-mail)', async () => {
    const { input, submit, user, onSearch } = setup({
      pattern: patterns.searchUser,
      patternMessage: 'Usa solo lettere, numeri e i caratteri di un indirizzo email',
    });
    await user.type(input, 'mario.rossi@example.it{Enter}');
    expect(submit).toBeEnabled();
    expect(onSearch).toHaveBeenCalledWith('mario.rossi@example.it');
    await user.type(input, '%');
    expect(submit).toBeDisabled();
    expect(
      screen.getByText('Usa solo lettere, numeri e i caratteri di un indirizzo email'),
    ).toBeInTheDocument();
  });

  it('the clear button empties the field and emits an empty search', async () => {
    const { input, user, onSearch } = setup();
    await user.type(input, 'roma{Enter}');
    await user.click(screen.getByRole('button', { name: 'Cancella la ricerca' }));
    expect(input).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Cancella la ricerca' })).not.toBeInTheDocument();
  });

  it('emptying the field by hand emits an empty search too', async () => {
    const { input, user, onSearch } = setup();
    await user.type(input, 'ab');
    await user.clear(input);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
  });

  it('allows an empty submit, which means no filter', async () => {
    const { submit, user, onSearch } = setup();
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSearch).toHaveBeenCalledWith('');
  });

  it('stops at 255 characters and shows the max-length hint there', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('maxLength', '255');
    fireEvent.change(input, { target: { value: 'a'.repeat(254) } });
    expect(screen.queryByText(/numero massimo/)).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'a'.repeat(255) } });
    expect(screen.getByText('Hai raggiunto il numero massimo di 255 caratteri')).toBeInTheDocument();
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText(/numero massimo/).id);
  });

  it('shows the maxlength error for a longer text (e.g. kept from a longer limit)', () => {
    const { input, submit } = setup({ initialValue: 'a'.repeat(20), maxLength: 10 });
    fireEvent.change(input, { target: { value: 'a'.repeat(21) } });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Inserisci al massimo 10 caratteri')).toBeInTheDocument();
  });

  it('announces the error in a polite live region and links it to the field', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'ab' } });
    const error = screen.getByText(/almeno 4 caratteri/);
    expect(error.closest('[aria-live="polite"]')).not.toBeNull();
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks English when the page does', async () => {
    await i18next.changeLanguage('en');
    try {
      const onSearch = vi.fn();
      render(<SearchBar label="Search" onSearch={onSearch} />);
      const user = userEvent.setup();
      await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ab');
      expect(screen.getByText('Enter at least 4 characters')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    } finally {
      await i18next.changeLanguage('it');
    }
  });

  // Issue 24 item 2b (WCAG 2.4.3): the clear button disappears with the text; the focus must not go with it.
  it('gives the focus back to the field when the clear button empties it', async () => {
    const { input, user, onSearch } = setup({ initialValue: 'roma' });
    await user.click(screen.getByRole('button', { name: 'Cancella la ricerca' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Cancella la ricerca' })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('follows a new initial value in the same field, keeping the focus and what the user typed', async () => {
    const onSearch = vi.fn();
    const view = render(<SearchBar label="Cerca" onSearch={onSearch} initialValue="" />);
    const input = screen.getByRole('textbox', { name: 'Cerca' });
    const user = userEvent.setup();
    await user.type(input, ' rossi {Enter}');
    // The owner stores the trimmed search (e.g. in the URL) and hands it back: the field keeps its text.
    view.rerender(<SearchBar label="Cerca" onSearch={onSearch} initialValue="rossi" />);
    expect(screen.getByRole('textbox', { name: 'Cerca' })).toBe(input);
    expect(input).toHaveValue(' rossi ');
    expect(input).toHaveFocus();
    // Another value from outside (the back button) replaces the text, still in the same field.
    view.rerender(<SearchBar label="Cerca" onSearch={onSearch} initialValue="bianchi" />);
    expect(screen.getByRole('textbox', { name: 'Cerca' })).toBe(input);
    expect(input).toHaveValue('bianchi');
  });
});
