import { useSyncExternalStore } from 'react';
import type { AlertSeverity } from '@suap/shared';

/** SPEC §3 Modal: content {component, data} plus a severity. */
export interface ModalRequest<D = unknown> {
  component: string;
  data?: D;
  severity?: AlertSeverity;
}

export interface OpenModal extends ModalRequest {
  /** Where focus was when the modal opened; it goes back there on close. */
  opener: HTMLElement | null;
}

type Listener = () => void;
let current: OpenModal | null = null;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const modalStore = {
  open<D>(request: ModalRequest<D>): void {
    // Replacing an open modal keeps the original opener: that is where the user came from.
    const opener =
      current?.opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    current = { ...request, opener };
    emit();
  },
  close(): void {
    if (!current) return;
    current = null;
    emit();
  },
  current(): OpenModal | null {
    return current;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const openModal = modalStore.open;
export const closeModal = modalStore.close;

export function useOpenModal(): OpenModal | null {
  return useSyncExternalStore(modalStore.subscribe, modalStore.current, () => null);
}
