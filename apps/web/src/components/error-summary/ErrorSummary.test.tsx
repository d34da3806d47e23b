import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorSummary, type RefusedSubmit, type SummaryError } from './ErrorSummary';

const title = (count: number) => `${count} errors`;
const one: SummaryError[] = [{ fieldId: 'name', message: 'Name: required' }];
const two: SummaryError[] = [...one, { fieldId: 'mail', message: 'E-mail: invalid' }];

function Form({
  errors,
  attempt,
  onRefused,
}: {
  errors: SummaryError[];
  attempt: number;
  onRefused?: RefusedSubmit;
}) {
  return (
    <>
      <ErrorSummary errors={errors} attempt={attempt} title={title} onRefused={onRefused} />
      <input id="name" aria-label="Name" />
      <input id="mail" aria-label="E-mail" />
    </>
  );
}

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('ErrorSummary (UX.md, issue 24)', () => {
  it('shows nothing before a submit or without errors', () => {
    const { rerender } = render(<Form errors={one} attempt={0} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<Form errors={[]} attempt={1} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is a live alert with the heading and one link per field, which focuses the field', async () => {
    render(<Form errors={two} attempt={1} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 2, name: '2 errors' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'E-mail: invalid' });
    expect(link).toHaveAttribute('href', '#mail');
    await userEvent.click(link);
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    // The default leaves focus to the form (first invalid field); the summary never takes it.
    expect(alert).not.toHaveFocus();
    expect(alert).toHaveClass('alert', 'alert-danger', 'mb-4');
  });

  it("'focus' focuses the summary after a refused submit, not when a fix changes the list", () => {
    const { rerender } = render(<Form errors={two} attempt={1} onRefused="focus" />);
    expect(screen.getByRole('alert')).toHaveFocus();
    screen.getByLabelText('Name').focus();
    rerender(<Form errors={one} attempt={1} onRefused="focus" />);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    rerender(<Form errors={one} attempt={2} onRefused="focus" />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it("'scroll' brings the summary into view once per refused submit, focus stays put", () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { rerender } = render(<Form errors={two} attempt={1} onRefused="scroll" />);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    rerender(<Form errors={one} attempt={1} onRefused="scroll" />);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).not.toHaveFocus();
    rerender(<Form errors={one} attempt={2} onRefused="scroll" />);
    expect(scrolled).toHaveBeenCalledTimes(2);
  });
});
