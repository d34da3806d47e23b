import { useEffect } from 'react';
import { openModal, type ModalRequest } from '../../components/modal';
import { sessionStore } from '../session-storage';

/** Queues a modal for the next page the app shows (e.g. after a redirect): SPEC §3 session key onInitModal. */
export function queueInitModal(request: ModalRequest): void {
  sessionStore.set('onInitModal', request);
}

function asModalRequest(value: unknown): ModalRequest | null {
  if (typeof value !== 'object' || value === null) return null;
  const request = value as ModalRequest;
  return typeof request.component === 'string' ? request : null;
}

/** Opens the queued modal once, on the page shown after `pathname` changes, and forgets it. */
export function useOnInitModal(pathname: string, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const request = asModalRequest(sessionStore.get('onInitModal'));
    if (!request) return;
    sessionStore.clear('onInitModal');
    openModal(request);
  }, [pathname, enabled]);
}
