import { useId } from 'react';
import { PHONE_QUERY } from '../../lib/breakpoints';
import { useMediaQuery } from '../../lib/use-media-query';
import { TableCards } from './TableCards';
import { TableGrid } from './TableGrid';
import type { DataTableProps } from './table-types';
import { useTableSelection } from './use-table-selection';
import './data-table.css';

export type { DataTableProps, TableColumn } from './table-types';

const everyRow = () => true;

/**
 * SPEC §4 table: sortable columns (a new column sorts descending, the same one toggles), optional selection
 * (select-all takes only selectable rows and toggles off), selection reset when the rows change.
 * A table on wider screens, one card per row on phones (issue 22, item 9); the selection survives the switch.
 */
export function DataTable<R, F extends string = string>(props: DataTableProps<R, F>) {
  const id = useId();
  const isRowSelectable = props.isRowSelectable ?? everyRow;
  const selection = useTableSelection(props.rows, props.rowKey, isRowSelectable, props.onSelectionChange);
  const isPhone = useMediaQuery(PHONE_QUERY);
  const View = isPhone ? TableCards : TableGrid;
  return <View {...props} id={id} selection={selection} isRowSelectable={isRowSelectable} />;
}
