import type { ModalRequest } from '../../../components/modal';

/**
 * The success modal of a user save waits here until the details page it leads to is on screen (SPEC §8: created
 * shows the modal, then the user's details): opened over the new page, it returns focus to that page's heading.
 */
let pending: ModalRequest | null = null;

export function setUserOutcome(request: ModalRequest): void {
  pending = request;
}

export function takeUserOutcome(): ModalRequest | null {
  const request = pending;
  pending = null;
  return request;
}
