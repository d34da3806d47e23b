/** What every OpenAPI example shares: the success envelope and two instants of the same morning. */
export const ok = (description: string) => ({ code: 200, message: 'OK', description });

export const STARTED = '2025-03-01T09:00:00.000Z';
export const LAST = '2025-03-01T10:00:00.000Z';
