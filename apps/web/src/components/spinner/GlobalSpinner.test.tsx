import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inFlightCalls } from '../../lib/api/in-flight';
import { GlobalSpinner } from './GlobalSpinner';

describe('GlobalSpinner', () => {
  it('keeps an empty status region while nothing runs', () => {
    render(<GlobalSpinner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces loading while calls are in flight and clears when they end', () => {
    render(<GlobalSpinner />);
    act(() => {
      inFlightCalls.start();
      inFlightCalls.start();
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Caricamento in corso');
    expect(status.querySelector('.visually-hidden')).toHaveTextContent('Caricamento in corso');
    act(() => inFlightCalls.finish());
    expect(status).toHaveTextContent('Caricamento in corso');
    act(() => inFlightCalls.finish());
    expect(status).toBeEmptyDOMElement();
  });
});
