import { index, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

// Column helpers every table file of the schema uses.

export const createdAt = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
export const trigram = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops'));
