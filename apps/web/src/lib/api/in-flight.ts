// A tiny external store counting API calls under way; the global spinner subscribes to it.
type Listener = () => void;

let count = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const inFlightCalls = {
  start(): void {
    count += 1;
    emit();
  },
  finish(): void {
    count = Math.max(0, count - 1);
    emit();
  },
  count(): number {
    return count;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
