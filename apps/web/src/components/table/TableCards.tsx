import { useTranslation } from 'react-i18next';
import type { SortSpec } from '@suap/shared';
import { RowCheckbox, SelectAllCheckbox } from './SelectionCheckbox';
import type { TableColumn, TableViewProps } from './table-types';

const DIRECTIONS = ['asc', 'desc'] as const;
const sortValue = (sort: SortSpec<string>) => `${sort.field}:${sort.type}`;

/** On phones the column headers are gone, so the sort is offered as one labelled choice: column and direction. */
function SortSelect<R, F extends string>({
  id,
  columns,
  sort,
  onSortChange,
}: {
  id: string;
  columns: readonly TableColumn<R, F>[];
  sort: SortSpec<F> | null | undefined;
  onSortChange: (sort: SortSpec<F>) => void;
}) {
  const { t } = useTranslation();
  const options = columns.flatMap((column) =>
    column.sortField === undefined
      ? []
      : DIRECTIONS.map((type) => ({
          value: sortValue({ field: column.sortField as F, type }),
          sort: { field: column.sortField as F, type },
          label: t(`table.sort-${type}`, { column: column.header }),
        })),
  );
  if (options.length === 0) return null;
  return (
    <div className="select-wrapper suap-table-sort-select mb-3">
      <label htmlFor={id}>{t('table.sort-by')}</label>
      <select
        id={id}
        value={sort ? sortValue(sort) : ''}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onSortChange(chosen.sort);
        }}
      >
        {!sort && <option value="">{t('table.sort-none')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The table at phone width (issue 22, item 9): each row is a card headed by the cell that names it, with the other
 * cells as a list of header → value and the actions at the bottom. Caption, sorting and selection are kept.
 */
export function TableCards<R, F extends string>({
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
  cardHeadingLevel = 2,
}: TableViewProps<R, F>) {
  const captionId = `${id}-caption`;
  const Heading = `h${cardHeadingLevel}` as const;
  const named = columns.find((column) => column.rowHeader);
  const fields = columns.filter((column) => column !== named && column.sticky !== 'end');
  const actions = columns.filter((column) => column !== named && column.sticky === 'end');

  return (
    <div className="suap-table-cards">
      <p id={captionId} className={captionHidden ? 'visually-hidden' : 'suap-table-cards-caption'}>
        {caption}
      </p>
      {onSortChange && (
        <SortSelect id={`${id}-sort`} columns={columns} sort={sort} onSortChange={onSortChange} />
      )}
      {selectable && (
        <div className="suap-table-card-select-all mb-2">
          <SelectAllCheckbox id={`${id}-all`} selection={selection} disabled={!rows.some(isRowSelectable)} />
        </div>
      )}
      <ul className="list-unstyled suap-table-card-list" aria-labelledby={captionId}>
        {rows.map((row) => {
          const key = rowKey(row);
          return (
            <li key={key} className="suap-table-card">
              {selectable && isRowSelectable(row) && (
                <RowCheckbox
                  id={`${id}-card-${key}`}
                  checked={selection.isSelected(key)}
                  onChange={() => selection.toggle(key)}
                  label={rowLabel ? rowLabel(row) : String(key)}
                />
              )}
              {named && (
                <Heading className="suap-table-card-title">
                  <span className="suap-table-card-label">{named.header}</span> {named.cell(row)}
                </Heading>
              )}
              <dl className="suap-table-card-fields">
                {fields.map((column) => (
                  <div key={column.key}>
                    <dt>{column.header}</dt>
                    <dd>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
              {actions.map((column) => (
                <div key={column.key} className="suap-table-card-actions">
                  {column.cell(row)}
                </div>
              ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
