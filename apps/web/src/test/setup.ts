import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import en from '../i18n/en.json';
import itJson from '../i18n/it.json';
import { initI18n } from '../lib/i18n';

// Both languages at hand: tests switch language without waiting for a chunk.
initI18n('it', { it: itJson, en });

// Lazy screens are transformed on first import; on a busy machine that can exceed the 1 s default.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout: the viewport width drives matchMedia so tests can act as a phone or a desktop.
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

function matches(query: string): boolean {
  const width = window.innerWidth;
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
}

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string): MediaQueryList => {
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    const list = {
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    };
    window.addEventListener('resize', () => {
      for (const listener of listeners)
        listener({ matches: list.matches, media: query } as MediaQueryListEvent);
    });
    return list as unknown as MediaQueryList;
  },
});

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  setViewportWidth(1280);
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
});
