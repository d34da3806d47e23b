import type { requests } from '../../db/schema.js';

/** A row of the requests table as stored. */
export type RequestRow = typeof requests.$inferSelect;
/** Columns of the requests table to write: the ones given change, the others keep their value. */
export type RequestColumns = Partial<typeof requests.$inferInsert>;
