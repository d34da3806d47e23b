/**
 * The PostgreSQL error inside `error`: pg's own error, or the one drizzle wraps in `cause`. Its SQLSTATE `code`
 * and, for constraint violations, the `constraint` name; none when no level carries a code.
 */
export function pgError(error: unknown): { code: string; constraint: string | undefined } | undefined {
  let current = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code: unknown = Reflect.get(current, 'code');
    if (typeof code === 'string') {
      const constraint: unknown = Reflect.get(current, 'constraint');
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = Reflect.get(current, 'cause');
  }
  return undefined;
}
