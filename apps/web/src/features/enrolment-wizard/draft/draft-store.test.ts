import { afterEach, describe, expect, it } from 'vitest';
import { StepStatus } from '@suap/shared';
import { sessionStore } from '../../../lib/session-storage';
import { makeRequest, TEST_USER } from '../../../test/fixtures';
import { draftStore } from './draft-store';
import { newDraft, toDraftInput } from './wizard-draft';

afterEach(() => draftStore.clear());

function statusOf(name: string) {
  return draftStore.getState().navigation?.find((step) => step.name === name)?.status;
}

describe('draftStore', () => {
  it('creates a new draft with the startup type, the user and the SUAP chosen before', () => {
    draftStore.create(newDraft(TEST_USER, { suapId: 4, name: 'SUAP di Forlì', type: 'INT', url: null }));
    const { draft } = draftStore.getState();
    expect(draft?.typeOfService.typeOfServiceId).toBe(1);
    expect(draft?.user).toMatchObject({
      userId: 11,
      fiscalCode: 'RSSMRA80A01H501U',
      profile: { profileId: 1 },
    });
    expect(draft?.suap?.suapId).toBe(4);
    expect(draft?.requestId).toBeUndefined();
    expect(statusOf('initial-summary')).toBe(StepStatus.ENABLED);
  });

  it('keeps a new draft whole in session storage and restores it after a reload', () => {
    draftStore.create(newDraft(TEST_USER));
    draftStore.completeWithoutSave('initial-summary');
    expect(sessionStore.get('draft')).toMatchObject({ user: { userId: 11 } });
    expect(sessionStore.get('draftId')).toBeUndefined();
    draftStore.reloadFromSession();
    expect(draftStore.getState().draft?.user.userId).toBe(11);
    expect(statusOf('notification-contacts')).toBe(StepStatus.ENABLED);
  });

  it('keeps only the id of a saved draft, and after a reload waits for it to be fetched again', () => {
    draftStore.create(newDraft(TEST_USER));
    const saved = makeRequest({ requestId: 42, procedureNotification: { typeId: 1, address: 'a@b.it' } });
    draftStore.update('notification-contacts', saved, false);
    expect(sessionStore.get('draftId')).toBe(42);
    expect(sessionStore.get('draft')).toBeUndefined();
    draftStore.reloadFromSession();
    expect(draftStore.getState()).toMatchObject({ draft: null, pendingDraftId: 42 });
  });

  it('ignores a damaged session entry', () => {
    sessionStore.set('navigation', [{ name: 'nowhere' }]);
    sessionStore.set('draftId', 5);
    draftStore.reloadFromSession();
    expect(draftStore.getState().navigation).toBeNull();
  });

  it('a save marked complete completes the step and enables the next', () => {
    draftStore.create(newDraft(TEST_USER));
    draftStore.completeWithoutSave('initial-summary');
    const saved = makeRequest({ requestId: 42, procedureNotification: { typeId: 1, address: 'a@b.it' } });
    const transition = draftStore.update('notification-contacts', saved, true);
    expect(transition?.goTo).toBe('select-initiative');
    expect(statusOf('notification-contacts')).toBe(StepStatus.COMPLETE);
    expect(statusOf('select-initiative')).toBe(StepStatus.ENABLED);
    expect(draftStore.getState().draft?.version).toBe(saved.version);
  });

  it('a save not marked complete changes no status', () => {
    draftStore.create(newDraft(TEST_USER));
    const transition = draftStore.update('notification-contacts', makeRequest({ requestId: 42 }), false);
    expect(transition).toBeNull();
    expect(statusOf('notification-contacts')).toBe(StepStatus.TODO);
  });

  it('retrieves a request at the first incomplete step and remembers it was resumed', () => {
    const request = makeRequest({ requestId: 9, procedureNotification: { typeId: 2, address: 'x@pec.it' } });
    expect(draftStore.retrieve(request, { resumed: true })).toBe('personal-data');
    expect(draftStore.getState().resumedFrom).toBe(request.createdOn);
    expect(sessionStore.get('draftId')).toBe(9);
  });

  it('clear forgets the draft id, the draft and the navigation', () => {
    draftStore.retrieve(makeRequest({ requestId: 9 }));
    draftStore.clear();
    expect(draftStore.getState().draft).toBeNull();
    expect(sessionStore.get('draftId')).toBeUndefined();
    expect(sessionStore.get('navigation')).toBeUndefined();
  });

  it('a save that ends after the wizard was left does not bring the draft back', () => {
    draftStore.create(newDraft(TEST_USER));
    const before = draftStore.generation();
    draftStore.clear();
    draftStore.update('notification-contacts', makeRequest({ requestId: 42 }), true, before);
    expect(draftStore.getState().draft).toBeNull();
  });

  it('leaving keeps the draft until the step clears it, and clearing ends the leaving', () => {
    draftStore.retrieve(makeRequest({ requestId: 9 }));
    draftStore.leave();
    expect(draftStore.isLeaving()).toBe(true);
    expect(draftStore.getState().draft?.requestId).toBe(9);
    draftStore.clear();
    expect(draftStore.isLeaving()).toBe(false);
    expect(draftStore.getState().draft).toBeNull();
  });

  it('warnings from a refused send make the other steps read-only', () => {
    draftStore.retrieve(makeRequest({ requestId: 9 }));
    draftStore.warn(['personal-data']);
    expect(statusOf('personal-data')).toBe(StepStatus.WARNING);
    expect(statusOf('notification-contacts')).toBe(StepStatus.READ_ONLY);
  });
});

describe('toDraftInput', () => {
  it('names related records by id only', () => {
    const input = toDraftInput(makeRequest({ requestId: 3 }));
    expect(input.suap).toEqual({ suapId: 4 });
    expect(input.iniziative).toEqual({ iniziativeId: 7 });
    expect(input).not.toHaveProperty('user');
    expect(input).not.toHaveProperty('version');
  });
});
