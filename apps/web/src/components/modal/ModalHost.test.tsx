import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_MODAL, closeModal, ModalHost, openModal, registerModal, type ModalComponentProps } from '.';

function ConfirmBody({ data, close, titleId }: ModalComponentProps<{ question: string }>) {
  return (
    <div className="modal-body">
      <h2 id={titleId}>{data.question}</h2>
      <button type="button">Yes</button>
      <button type="button" onClick={close}>
        No
      </button>
    </div>
  );
}

function renderWithOpener() {
  render(
    <>
      <button
        type="button"
        onClick={() => openModal({ component: 'confirm', data: { question: 'Delete the draft?' } })}
      >
        Open
      </button>
      <ModalHost />
    </>,
  );
  return screen.getByRole('button', { name: 'Open' });
}

registerModal('confirm', ConfirmBody);

afterEach(() => act(() => closeModal()));

describe('ModalHost', () => {
  it('renders a registered component as a labelled modal dialog', async () => {
    const opener = renderWithOpener();
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete the draft?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('col-12', 'col-md-10', 'col-lg-8');
  });

  it('moves focus into the dialog and back to the opener on close', async () => {
    const opener = renderWithOpener();
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const opener = renderWithOpener();
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with Escape', async () => {
    renderWithOpener();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the overlay but not on a click inside the dialog', async () => {
    renderWithOpener();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('heading', { name: 'Delete the draft?' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    renderWithOpener();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Chiudi' });
    const no = within(dialog).getByRole('button', { name: 'No' });
    no.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(no).toHaveFocus();
  });

  it('closes itself when the component name is unknown', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ModalHost />);
    act(() => openModal({ component: 'no-such-modal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no-such-modal'));
    error.mockRestore();
  });

  it.each([
    ['error', 'Errore'],
    ['warning', 'Attenzione'],
    ['success', 'Operazione completata'],
  ] as const)('shows the %s severity with an icon and a word', (severity, word) => {
    render(<ModalHost />);
    act(() =>
      openModal({
        component: ALERT_MODAL,
        severity,
        data: { title: 'Bozza salvata', description: 'Puoi riprenderla.' },
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Bozza salvata' });
    const label = dialog.querySelector(`[data-severity="${severity}"]`);
    expect(label).toHaveTextContent(word);
    expect(label?.querySelector('svg.icon')).not.toBeNull();
    expect(dialog).toHaveTextContent('Puoi riprenderla.');
  });

  it('shows no severity label when none is given', () => {
    render(<ModalHost />);
    act(() => openModal({ component: ALERT_MODAL, data: { title: 'Info' } }));
    expect(screen.getByRole('dialog').querySelector('[data-severity]')).toBeNull();
  });
});
