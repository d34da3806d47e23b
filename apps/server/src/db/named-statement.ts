import { createHash } from 'node:crypto';

/**
 * The name of a named statement, from its text: the same text gets the same name in every process, and a name
 * always stands for one text (node-postgres refuses a name given two).
 */
export const statementName = (prefix: string, text: string) =>
  `${prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 20)}`;
