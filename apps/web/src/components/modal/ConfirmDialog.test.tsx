import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog(danger?: boolean) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <div role="dialog" aria-labelledby="title-1">
      <ConfirmDialog
        titleId="title-1"
        title="Log out?"
        text="You will leave the back office."
        cancelLabel="Cancel"
        confirmLabel="Log out"
        onCancel={onCancel}
        onConfirm={onConfirm}
        danger={danger}
      />
    </div>,
  );
  return { onCancel, onConfirm };
}

describe('ConfirmDialog', () => {
  it('labels the dialog by its title and puts cancel before confirm', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Log out?' })).toBeInTheDocument();
    expect(screen.getByText('You will leave the back office.')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Log out']);
  });

  it('cancels without acting', async () => {
    const { onCancel, onConfirm } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('acts once: confirm is disabled after the first click, cancel stays usable', async () => {
    const { onConfirm } = renderDialog();
    const confirm = screen.getByRole('button', { name: 'Log out' });
    expect(confirm).toHaveClass('btn-primary');
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('danger: a red confirm, and both buttons locked while the action runs', async () => {
    renderDialog(true);
    const confirm = screen.getByRole('button', { name: 'Log out' });
    expect(confirm).toHaveClass('btn-danger');
    await userEvent.click(confirm);
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
