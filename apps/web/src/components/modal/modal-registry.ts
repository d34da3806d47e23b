import type { ComponentType } from 'react';
import type { AlertSeverity } from '@suap/shared';

export interface ModalComponentProps<D = unknown> {
  data: D;
  severity: AlertSeverity | undefined;
  close: () => void;
  /** Give this id to the modal's title element: the dialog is labelled by it. */
  titleId: string;
}

// Features register their modal bodies by name, so any screen can open them without importing the feature.
const registry = new Map<string, ComponentType<ModalComponentProps<never>>>();

export function registerModal<D>(name: string, component: ComponentType<ModalComponentProps<D>>): void {
  registry.set(name, component as ComponentType<ModalComponentProps<never>>);
}

export function unregisterModal(name: string): void {
  registry.delete(name);
}

export function getModalComponent(name: string): ComponentType<ModalComponentProps<unknown>> | undefined {
  return registry.get(name) as ComponentType<ModalComponentProps<unknown>> | undefined;
}
