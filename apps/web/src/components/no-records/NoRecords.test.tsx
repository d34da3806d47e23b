import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoRecords } from './NoRecords';

describe('NoRecords (SPEC §8)', () => {
  it('is a card with the alert role carrying the message', () => {
    render(<NoRecords message="Nessun SUAP corrisponde alla ricerca." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('card');
    expect(alert).toHaveTextContent('Nessun SUAP corrisponde alla ricerca.');
  });
});
