import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RetrieveError } from './RetrieveError';

describe('RetrieveError (SPEC §8)', () => {
  it('announces the default title and description', () => {
    render(<RetrieveError />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Impossibile caricare i dati');
    expect(alert).toHaveTextContent("Non siamo riusciti a recuperare l'elenco. Riprova tra qualche minuto.");
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes another title and description', () => {
    render(<RetrieveError title="Richieste non disponibili" description="Riprova più tardi." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Richieste non disponibili');
    expect(screen.getByRole('alert')).toHaveTextContent('Riprova più tardi.');
    expect(screen.queryByText('Impossibile caricare i dati')).not.toBeInTheDocument();
  });

  it('offers to try again when it can', async () => {
    const onRetry = vi.fn();
    render(<RetrieveError onRetry={onRetry} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
