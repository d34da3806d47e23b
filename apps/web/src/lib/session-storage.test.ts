import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeBase64Utf8 } from './base64-utf8';
import { SESSION_STORAGE_ENTRY, sessionStore } from './session-storage';

beforeEach(() => sessionStorage.clear());

describe('session storage service', () => {
  it('keeps every key in one base64-encoded JSON entry', () => {
    sessionStore.set('draftId', 42);
    sessionStore.set('loginOrigin', '/it/startup-service');
    expect(sessionStorage.length).toBe(1);
    const raw = sessionStorage.getItem(SESSION_STORAGE_ENTRY);
    expect(raw).not.toBeNull();
    expect(JSON.parse(decodeBase64Utf8(raw!))).toEqual({ draftId: 42, loginOrigin: '/it/startup-service' });
  });

  it('round-trips non-Latin-1 text', () => {
    const user = { firstName: 'Niccolò', lastName: 'Đurić', note: '€ ✓ 日本' };
    sessionStore.set('loggedUser', user);
    expect(sessionStore.get('loggedUser')).toEqual(user);
  });

  it('clears one key and leaves the others', () => {
    sessionStore.set('draftId', 7);
    sessionStore.set('draft', { requestId: 7 });
    sessionStore.clear('draft');
    expect(sessionStore.get('draft')).toBeUndefined();
    expect(sessionStore.get('draftId')).toBe(7);
  });

  it('removes the entry when the last key is cleared, and clearAll empties everything', () => {
    sessionStore.set('navigation', ['a']);
    sessionStore.clear('navigation');
    expect(sessionStorage.getItem(SESSION_STORAGE_ENTRY)).toBeNull();
    sessionStore.set('selectedUser', { userId: 1 });
    sessionStore.set('selectedRequest', { requestId: 2 });
    sessionStore.clearAll();
    expect(sessionStore.get('selectedUser')).toBeUndefined();
    expect(sessionStore.get('selectedRequest')).toBeUndefined();
  });

  it('treats a damaged entry as an empty session', () => {
    sessionStorage.setItem(SESSION_STORAGE_ENTRY, 'not base64 json!!');
    expect(sessionStore.get('draftId')).toBeUndefined();
    expect(sessionStorage.getItem(SESSION_STORAGE_ENTRY)).toBeNull();
    sessionStore.set('draftId', 3);
    expect(sessionStore.get('draftId')).toBe(3);
  });

  it('returns a value only when it matches the given schema', () => {
    const schema = z.object({ profile: z.object({ profileId: z.number() }) });
    sessionStore.set('loggedUser', { profile: { profileId: 1 } });
    expect(sessionStore.get('loggedUser', schema)).toEqual({ profile: { profileId: 1 } });
    sessionStore.set('loggedUser', { profile: { profileId: 'admin' } });
    expect(sessionStore.get('loggedUser', schema)).toBeUndefined();
  });
});
