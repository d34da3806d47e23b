import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadTextPart, type TextPart } from '../lib/i18n';

type ScreenModule = { default: ComponentType };

/** Code and texts in parallel. */
function withTextParts(parts: TextPart[], factory: () => Promise<ScreenModule>): () => Promise<ScreenModule> {
  return async () => (await Promise.all([factory(), ...parts.map(loadTextPart)]))[0];
}

/** How to load each screen, and the module once it has arrived. */
type ScreenEntry = {
  factory: () => Promise<ScreenModule>;
  loaded?: ScreenModule;
  loading?: Promise<ScreenModule>;
};

const entries = new WeakMap<LazyExoticComponent<ComponentType>, ScreenEntry>();

function load(entry: ScreenEntry): Promise<ScreenModule> {
  entry.loading ??= entry.factory().then(
    (module) => (entry.loaded = module),
    (error: unknown) => {
      entry.loading = undefined; // a later navigation tries again
      throw error;
    },
  );
  return entry.loading;
}

/**
 * A promise of a loaded screen module whose then() calls back at once instead of on the next microtask:
 * React.lazy reads the payload's status right after calling then(), so it renders the screen without
 * suspending. It stays a real promise (catch, finally, await), and then() without a callback works as usual.
 */
export function resolvedNow(value: ScreenModule): Promise<ScreenModule> {
  const promise = Promise.resolve(value);
  const later = promise.then.bind(promise);
  promise.then = <R1 = ScreenModule, R2 = never>(
    onFulfilled?: ((value: ScreenModule) => R1 | PromiseLike<R1>) | null,
    onRejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> => {
    if (!onFulfilled) return later(onFulfilled, onRejected);
    try {
      const result = onFulfilled(value);
      return later(() => result);
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return promise;
}

/**
 * React.lazy that remembers how to load the screen, so the first page can be fetched before React starts.
 * When the module is already there, React gets a thenable that resolves synchronously: React.lazy then
 * renders the screen at once instead of suspending. Without this the first page committed twice (spinner,
 * then the screen one task later), and Lighthouse counted the second render as blocking time after the first
 * paint (issue 11). A screen whose long texts are translation parts of their own (lib/i18n.ts) names them: the
 * screen then renders only once both its code and its texts are here, so it never shows keys.
 */
export function lazy(
  factory: () => Promise<ScreenModule>,
  ...textParts: TextPart[]
): LazyExoticComponent<ComponentType> {
  const entry: ScreenEntry = { factory: textParts.length > 0 ? withTextParts(textParts, factory) : factory };
  const screen = reactLazy(() => (entry.loaded ? resolvedNow(entry.loaded) : load(entry)));
  entries.set(screen, entry);
  return screen;
}

/**
 * Starts downloading a screen's chunk. main.tsx calls it for the page being opened, in parallel with the
 * translations, instead of waiting for React to discover it after the first render (one round trip less).
 */
export function preloadScreen(screen: LazyExoticComponent<ComponentType> | undefined): Promise<unknown> {
  const entry = screen && entries.get(screen);
  return entry ? load(entry).catch(() => undefined) : Promise.resolve(); // React reports a failed load itself
}
