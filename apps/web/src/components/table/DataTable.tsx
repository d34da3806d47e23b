import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nextSort, type SortSpec } from '@suap/shared';
import { columnWidthBounds } from './column-width';
import { useTableSelection, type RowKey } from './use-table-selection';
import './data-table.css';

export interface TableColumn<R, F extends string = string> {
  /** Unique among the columns. */
  key: string;
  /** Already translated header text. */
  header: string;
  /** Makes the column sortable by this API sort field. */
  sortField?: F;
  cell: (row: R) => ReactNode;
  /** The cell that names the row (e.g. the request id) is a row header for screen readers. */
  rowHeader?: boolean;
}

export interface DataTableProps<R, F extends string = string> {
  /** Already translated; every table has a caption. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly TableColumn<R, F>[];
  rows: readonly R[];
  rowKey: (row: R) => RowKey;
  sort?: SortSpec<F> | null;
  onSortChange?: (sort: SortSpec<F>) => void;
  /** Adds a checkbox column. */
  selectable?: boolean;
  isRowSelectable?: (row: R) => boolean;
  onSelectionChange?: (rows: R[]) => void;
  /** Names a row's checkbox for screen readers, e.g. "request 42". */
  rowLabel?: (row: R) => string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const everyRow = () => true;

function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * SPEC §4 table: sortable columns (a new column sorts descending, the same one toggles), optional selection
 * (select-all takes only selectable rows and toggles off), selection reset when the rows change.
 */
export function DataTable<R, F extends string = string>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  selectable = false,
  isRowSelectable = everyRow,
  onSelectionChange,
  rowLabel,
}: DataTableProps<R, F>) {
  const { t } = useTranslation();
  const id = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const selection = useTableSelection(rows, rowKey, isRowSelectable, onSelectionChange);
  const { minWidth, maxWidth } = columnWidthBounds(width, columns.length);
  const widthStyle = { minWidth: `${minWidth}px`, maxWidth: maxWidth ? `${maxWidth}px` : undefined };
  const hasSelectableRow = rows.some(isRowSelectable);

  return (
    <div ref={ref} className="table-responsive suap-table">
      <table className="table">
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {selectable && (
              <th scope="col" className="suap-table-select">
                <div className="form-check m-0">
                  <input
                    id={`${id}-all`}
                    type="checkbox"
                    checked={selection.allSelected}
                    disabled={!hasSelectableRow}
                    ref={(input) => {
                      if (input) input.indeterminate = selection.someSelected;
                    }}
                    onChange={selection.toggleAll}
                  />
                  <label htmlFor={`${id}-all`} className="m-0">
                    <span className="visually-hidden">{t('table.select-all')}</span>
                  </label>
                </div>
              </th>
            )}
            {columns.map((column) => {
              const sorted = column.sortField !== undefined && sort?.field === column.sortField;
              return (
                <th
                  key={column.key}
                  scope="col"
                  style={widthStyle}
                  aria-sort={column.sortField ? (sorted && sort ? ARIA_SORT[sort.type] : 'none') : undefined}
                >
                  {column.sortField && onSortChange ? (
                    <button
                      type="button"
                      className="btn btn-link p-0 text-start suap-table-sort"
                      onClick={() => onSortChange(nextSort(sort, column.sortField as F))}
                    >
                      {column.header}
                      <span aria-hidden="true" className="ms-1">
                        {sorted && sort ? (sort.type === 'asc' ? '▲' : '▼') : '⇅'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            const canSelect = isRowSelectable(row);
            return (
              <tr key={key}>
                {selectable && (
                  <td className="suap-table-select">
                    {canSelect && (
                      <div className="form-check m-0">
                        <input
                          id={`${id}-row-${key}`}
                          type="checkbox"
                          checked={selection.isSelected(key)}
                          onChange={() => selection.toggle(key)}
                        />
                        <label htmlFor={`${id}-row-${key}`} className="m-0">
                          <span className="visually-hidden">
                            {t('table.select-row', { row: rowLabel ? rowLabel(row) : String(key) })}
                          </span>
                        </label>
                      </div>
                    )}
                  </td>
                )}
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" style={widthStyle}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} style={widthStyle}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
