import { describe, expect, it } from 'vitest';
import { paginatorItems } from './paginator-items';

// 'n' is page n, '…' an ellipsis: easier to read than the item objects.
const render = (page: number, total: number, maxAround?: number) =>
  paginatorItems(page, total, maxAround).map((item) => (item.kind === 'page' ? String(item.page) : '…'));

describe('paginatorItems (SPEC §9)', () => {
  it('has nothing for no pages, and one page for one', () => {
    expect(render(1, 0)).toEqual([]);
    expect(render(1, 1)).toEqual(['1']);
  });

  it('shows every page when nothing would be hidden', () => {
    expect(render(1, 2)).toEqual(['1', '2']);
    expect(render(2, 3)).toEqual(['1', '2', '3']);
  });

  it('with maxAround 0 (the default) shows first, current and last with ellipses between', () => {
    expect(render(5, 10)).toEqual(['1', '…', '5', '…', '10']);
    expect(render(1, 10)).toEqual(['1', '…', '10']);
    expect(render(10, 10)).toEqual(['1', '…', '10']);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(render(3, 10)).toEqual(['1', '2', '3', '…', '10']);
    expect(render(8, 10)).toEqual(['1', '…', '8', '9', '10']);
  });

  it('widens the window with maxAround', () => {
    expect(render(6, 12, 1)).toEqual(['1', '…', '5', '6', '7', '…', '12']);
    expect(render(6, 12, 2)).toEqual(['1', '…', '4', '5', '6', '7', '8', '…', '12']);
    expect(render(2, 12, 2)).toEqual(['1', '2', '3', '4', '…', '12']);
  });

  it('keeps the current page inside 1..total', () => {
    expect(render(0, 5)).toEqual(['1', '…', '5']);
    expect(render(99, 5)).toEqual(['1', '…', '5']);
  });
});
