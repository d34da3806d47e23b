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

  it('uses the portal sans font and no empty band below the text', () => {
    render(<NoRecords message="Nessun SUAP corrisponde alla ricerca." />);
    const alert = screen.getByRole('alert');
    // Bootstrap Italia's .card:after leaves a 48px empty lower half unless the card is .no-after.
    expect(alert).toHaveClass('no-after');
    const text = screen.getByText('Nessun SUAP corrisponde alla ricerca.');
    // .card-text is Lora (serif) in Bootstrap Italia; the portal's text is Titillium Web.
    expect(text).not.toHaveClass('card-text');
    expect(text).toHaveClass('font-sans-serif');
  });
});
