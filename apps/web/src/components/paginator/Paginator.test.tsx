import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { Paginator } from './Paginator';

function setup(page: number, totalPages: number, maxAround?: number) {
  const onPageChange = vi.fn();
  const view = render(
    <Paginator page={page} totalPages={totalPages} onPageChange={onPageChange} maxAround={maxAround} />,
  );
  return { onPageChange, view, user: userEvent.setup() };
}

const pageButtons = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('Paginator', () => {
  it('renders nothing for a single page', () => {
    const { view } = setup(1, 1);
    expect(view.container).toBeEmptyDOMElement();
  });

  it('is a labelled navigation with previous, first, current, last and next', () => {
    setup(5, 10);
    const nav = screen.getByRole('navigation', { name: 'Paginazione' });
    expect(pageButtons()).toEqual(['‹Pagina precedente', '1', '5', '10', '›Pagina successiva']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(within(nav).getByRole('button', { name: 'Pagina 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Prima pagina, pagina 1' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(nav).getByRole('button', { name: 'Ultima pagina, pagina 10' })).toBeInTheDocument();
  });

  it('shows maxAround pages on each side of the current one', () => {
    setup(5, 10, 1);
    expect(pageButtons().slice(1, -1)).toEqual(['1', '4', '5', '6', '10']);
  });

  it('asks for the clicked page, the previous and the next', async () => {
    const { onPageChange, user } = setup(5, 10);
    await user.click(screen.getByRole('button', { name: 'Ultima pagina, pagina 10' }));
    expect(onPageChange).toHaveBeenLastCalledWith(10);
    await user.click(screen.getByRole('button', { name: 'Pagina precedente' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
  });

  it('does not ask for the page already shown', async () => {
    const { onPageChange, user } = setup(5, 10);
    await user.click(screen.getByRole('button', { name: 'Pagina 5' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('disables previous on the first page and next on the last', () => {
    const first = setup(1, 3);
    expect(screen.getByRole('button', { name: 'Pagina precedente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pagina successiva' })).toBeEnabled();
    first.view.unmount();
    setup(3, 3);
    expect(screen.getByRole('button', { name: 'Pagina successiva' })).toBeDisabled();
  });

  it('takes a custom landmark label and speaks English', async () => {
    await i18next.changeLanguage('en');
    try {
      render(<Paginator page={2} totalPages={4} onPageChange={() => undefined} label="SUAP pages" />);
      const nav = screen.getByRole('navigation', { name: 'SUAP pages' });
      expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('it');
    }
  });

  // Issue 24 item 2b (WCAG 2.4.3): "next" is disabled once the last page shows, and a disabled button drops the
  // focus to <body>; the current page's button takes it. The owner may show the new page later (after a fetch).
  it('moves the focus from next to the current page when the last page arrives', async () => {
    const onPageChange = vi.fn();
    const view = render(<Paginator page={2} totalPages={3} onPageChange={onPageChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    view.rerender(<Paginator page={3} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Pagina successiva' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ultima pagina, pagina 3' })).toHaveFocus();
  });

  it('gives the focus to the current page also when the browser already dropped it to <body>', async () => {
    const view = render(<Paginator page={2} totalPages={3} onPageChange={() => undefined} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pagina successiva' }));
    // Chromium blurs a focused button as soon as it is disabled and a layout is read (e.g. by the table).
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    view.rerender(<Paginator page={3} totalPages={3} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Ultima pagina, pagina 3' })).toHaveFocus();
  });

  it('moves the focus from previous to the current page when the first page arrives', async () => {
    const view = render(<Paginator page={2} totalPages={3} onPageChange={() => undefined} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pagina precedente' }));
    view.rerender(<Paginator page={1} totalPages={3} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Prima pagina, pagina 1' })).toHaveFocus();
  });

  it('leaves the focus alone when it is elsewhere', () => {
    const view = render(
      <>
        <input aria-label="Altro" />
        <Paginator page={2} totalPages={3} onPageChange={() => undefined} />
      </>,
    );
    const other = screen.getByRole('textbox', { name: 'Altro' });
    other.focus();
    view.rerender(
      <>
        <input aria-label="Altro" />
        <Paginator page={3} totalPages={3} onPageChange={() => undefined} />
      </>,
    );
    expect(other).toHaveFocus();
  });
});
