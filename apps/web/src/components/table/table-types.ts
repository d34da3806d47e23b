import type { ReactNode } from 'react';
import type { SortSpec } from '@suap/shared';
import type { RowKey, TableSelection } from './use-table-selection';

export interface TableColumn<R, F extends string = string> {
  /** Unique among the columns. */
  key: string;
  /** Already translated header text. */
  header: string;
  /** Makes the column sortable by this API sort field. */
  sortField?: F;
  cell: (row: R) => ReactNode;
  /** The cell that names the row (e.g. the request id) is a row header for screen readers and a card's heading. */
  rowHeader?: boolean;
  /**
   * Keeps the column in view while a wide table scrolls sideways: 'start' for the column naming the row, 'end' for
   * the actions (which should then be the last column). On phones an 'end' column closes the card, unlabelled.
   */
  sticky?: 'start' | 'end';
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
  /** Level of each card's heading on phones: 2 under the page's h1 by default. */
  cardHeadingLevel?: 2 | 3 | 4;
}

/** What the wide table and the phone cards both receive from `DataTable`. */
export interface TableViewProps<R, F extends string> extends DataTableProps<R, F> {
  /** Prefix of the element ids (React `useId`), the same in both views. */
  id: string;
  selection: TableSelection;
  isRowSelectable: (row: R) => boolean;
}
