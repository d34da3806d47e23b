import { describe, expect, it } from 'vitest';
import { columnWidthBounds } from './column-width';

describe('columnWidthBounds (SPEC §9)', () => {
  it('has only the 260 px minimum before the table is measured', () => {
    expect(columnWidthBounds(undefined, 4)).toEqual({ minWidth: 260 });
    expect(columnWidthBounds(1000, 0)).toEqual({ minWidth: 260 });
  });

  it('caps a column at 1.3 times the average width', () => {
    expect(columnWidthBounds(1600, 4)).toEqual({ minWidth: 260, maxWidth: 520 });
  });

  it('never sets the maximum below the minimum', () => {
    expect(columnWidthBounds(600, 6)).toEqual({ minWidth: 260, maxWidth: 260 });
  });
});
