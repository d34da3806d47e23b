import { describe, expect, it } from 'vitest';
import { Role } from '@suap/shared';
import { buildBackOfficeMenu, canOpenRoute, visibleBackOfficeMenu } from './back-office-menu';

const ids = (profileId: number | null, hasSelectedUser = true) =>
  visibleBackOfficeMenu(buildBackOfficeMenu('it', { hasSelectedUser }), profileId).map((item) => item.id);

describe('back-office menu per profile', () => {
  it('shows every entry to an administrator with a selected user', () => {
    expect(ids(Role.BO_ADMIN)).toEqual(['requests', 'users', 'user-details', 'user-modify', 'user-create']);
  });

  it('hides user details and modify (disabled) while no user is selected', () => {
    expect(ids(Role.BO_ADMIN, false)).toEqual(['requests', 'users', 'user-create']);
  });

  it('shows only the requests to a collaborator and to the generic back-office profile', () => {
    expect(ids(Role.BO_COLLAB)).toEqual(['requests']);
    expect(ids(Role.BACK_OFFICE)).toEqual(['requests']);
  });

  it('shows nothing to a citizen or an anonymous visitor', () => {
    expect(ids(Role.FRONT_OFFICE)).toEqual([]);
    expect(ids(null)).toEqual([]);
  });

  it('builds language-prefixed links', () => {
    const [requests, users] = buildBackOfficeMenu('en', { hasSelectedUser: false });
    expect(requests?.to).toBe('/en/back-office/requests');
    expect(users?.to).toBe('/en/back-office/users');
  });

  it('opens user pages to administrators only, request pages to every back-office profile', () => {
    expect(canOpenRoute('back-office-user-create', Role.BO_ADMIN)).toBe(true);
    expect(canOpenRoute('back-office-user-create', Role.BO_COLLAB)).toBe(false);
    expect(canOpenRoute('back-office-users', Role.BACK_OFFICE)).toBe(false);
    expect(canOpenRoute('back-office-request-details', Role.BO_COLLAB)).toBe(true);
    expect(canOpenRoute('back-office-requests', Role.BACK_OFFICE)).toBe(true);
    expect(canOpenRoute('back-office-requests', Role.FRONT_OFFICE)).toBe(false);
  });
});
