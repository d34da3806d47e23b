import { useEffect, useState } from 'react';
import type { ZodType } from 'zod';
import { sessionStore, type SessionKey } from '../../lib/session-storage';

/**
 * SPEC §4: the selected request (or user) is kept in session storage while its own pages are open, so a reload
 * there shows it again, and cleared when they are left. It is read once, on the page's first render — before the
 * page being left clears it, which is how details hands the user over to modify.
 */
export function useStoredSelection<T>(key: SessionKey, schema: ZodType<T>): T | undefined {
  const [stored] = useState(() => sessionStore.get(key, schema));
  return stored;
}

/** Writes the freshest copy back while the page is open; forgets it when the page goes away. */
export function useKeepSelection(key: SessionKey, value: unknown): void {
  useEffect(() => {
    if (value !== undefined) sessionStore.set(key, value);
  }, [key, value]);
  useEffect(() => () => sessionStore.clear(key), [key]);
}
