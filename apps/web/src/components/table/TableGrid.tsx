import { useTranslation } from 'react-i18next';
import { nextSort } from '@suap/shared';
import { Icon } from '../icon/Icon';
import { columnWidthBounds } from './column-width';
import { RowCheckbox, SelectAllCheckbox } from './SelectionCheckbox';
import type { TableViewProps } from './table-types';
import { useScrollBox } from './use-scroll-box';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

const stickyClass = ({ sticky }: { sticky?: 'start' | 'end' }) =>
  sticky ? `suap-table-sticky-${sticky}` : undefined;

/**
 * The table on wider screens. SPEC §9 widths can make it wider than its box; it then scrolls sideways inside a
 * named, focusable region (keyboard users scroll it with the arrow keys), a visible hint says so, and the sticky
 * columns (the row's name, the actions) stay in view.
 */
export function TableGrid<R, F extends string>({
  id,
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  selectable = false,
  isRowSelectable,
  rowLabel,
  selection,
}: TableViewProps<R, F>) {
  const { t } = useTranslation();
  const { ref, width, overflowing } = useScrollBox<HTMLDivElement>();
  const { minWidth, maxWidth } = columnWidthBounds(width, columns.length);
  const widthStyle = { minWidth: `${minWidth}px`, maxWidth: maxWidth ? `${maxWidth}px` : undefined };
  const captionId = `${id}-caption`;
  const hintId = `${id}-scroll-hint`;

  return (
    <>
      {overflowing && (
        <p id={hintId} className="suap-table-scroll-hint">
          <Icon name="it-arrow-right" size="sm" color="primary" className="me-1" />
          {t('table.scroll-hint')}
        </p>
      )}
      <div
        ref={ref}
        className={`table-responsive suap-table${overflowing ? ' suap-table-overflowing' : ''}`}
        role="region"
        aria-labelledby={captionId}
        aria-describedby={overflowing ? hintId : undefined}
        // Only a box that scrolls is a tab stop (axe scrollable-region-focusable); a table that fits adds none.
        tabIndex={overflowing ? 0 : undefined}
      >
        <table className="table">
          <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
            {caption}
          </caption>
          <thead>
            <tr>
              {selectable && (
                <th scope="col" className="suap-table-select">
                  <SelectAllCheckbox
                    id={`${id}-all`}
                    selection={selection}
                    disabled={!rows.some(isRowSelectable)}
                  />
                </th>
              )}
              {columns.map((column) => {
                const sorted = column.sortField !== undefined && sort?.field === column.sortField;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    style={widthStyle}
                    className={stickyClass(column)}
                    aria-sort={
                      column.sortField ? (sorted && sort ? ARIA_SORT[sort.type] : 'none') : undefined
                    }
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
              return (
                <tr key={key}>
                  {selectable && (
                    <td className="suap-table-select">
                      {isRowSelectable(row) && (
                        <RowCheckbox
                          id={`${id}-row-${key}`}
                          checked={selection.isSelected(key)}
                          onChange={() => selection.toggle(key)}
                          label={rowLabel ? rowLabel(row) : String(key)}
                        />
                      )}
                    </td>
                  )}
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.key} scope="row" style={widthStyle} className={stickyClass(column)}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.key} style={widthStyle} className={stickyClass(column)}>
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
    </>
  );
}
