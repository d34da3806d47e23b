import { TABLE_COLUMN_MAX_WIDTH_FACTOR, TABLE_COLUMN_MIN_WIDTH_PX } from '@suap/shared';

export interface ColumnWidthBounds {
  minWidth: number;
  maxWidth?: number;
}

/**
 * SPEC §9 table columns: at least 260 px, at most 1.3 times the average column width of the table's box.
 * Before the box is measured (or with no columns) only the minimum applies; the maximum never goes below it.
 */
export function columnWidthBounds(tableWidth: number | undefined, columnCount: number): ColumnWidthBounds {
  const minWidth = TABLE_COLUMN_MIN_WIDTH_PX;
  if (!tableWidth || columnCount < 1) return { minWidth };
  const average = tableWidth / columnCount;
  return { minWidth, maxWidth: Math.max(minWidth, Math.round(average * TABLE_COLUMN_MAX_WIDTH_FACTOR)) };
}
