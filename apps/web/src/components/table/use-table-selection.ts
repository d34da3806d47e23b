import { useEffect, useRef, useState } from 'react';
import { DELAYS_MS } from '@suap/shared';

export type RowKey = string | number;

export interface TableSelection {
  isSelected: (key: RowKey) => boolean;
  toggle: (key: RowKey) => void;
  /** Selects every selectable row, or clears the selection when they are all selected already. */
  toggleAll: () => void;
  allSelected: boolean;
  someSelected: boolean;
  count: number;
}

interface SelectionState<R> {
  rows: readonly R[];
  keys: ReadonlySet<RowKey>;
  /** Whether the owner still has to hear about this selection. */
  notify: boolean;
}

/**
 * SPEC §4 table selection. New data resets the selection; the owner hears about changes through
 * `onChange`, debounced by 10 ms so that a select-all is one notification, not one per row.
 */
export function useTableSelection<R>(
  rows: readonly R[],
  rowKey: (row: R) => RowKey,
  isSelectable: (row: R) => boolean,
  onChange: ((rows: R[]) => void) | undefined,
): TableSelection {
  const [state, setState] = useState<SelectionState<R>>({ rows, keys: new Set(), notify: false });

  // New data: reset during render rather than in an effect, so no frame shows old ticks on new rows.
  let current = state;
  if (state.rows !== rows) {
    current = { rows, keys: new Set(), notify: state.keys.size > 0 };
    setState(current);
  }

  const latest = useRef({ onChange, rowKey });
  useEffect(() => {
    latest.current = { onChange, rowKey };
  });

  useEffect(() => {
    if (!state.notify) return;
    const timer = setTimeout(() => {
      const { onChange: notify, rowKey: keyOf } = latest.current;
      notify?.(state.rows.filter((row) => state.keys.has(keyOf(row))));
    }, DELAYS_MS.selectionDebounce);
    return () => clearTimeout(timer);
  }, [state]);

  const selectableKeys = rows.filter(isSelectable).map(rowKey);
  const allSelected = selectableKeys.length > 0 && selectableKeys.every((key) => current.keys.has(key));
  const select = (keys: ReadonlySet<RowKey>) => setState({ rows, keys, notify: true });

  return {
    isSelected: (key) => current.keys.has(key),
    toggle: (key) => {
      const next = new Set(current.keys);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      select(next);
    },
    toggleAll: () => select(allSelected ? new Set() : new Set(selectableKeys)),
    allSelected,
    someSelected: current.keys.size > 0 && !allSelected,
    count: current.keys.size,
  };
}
