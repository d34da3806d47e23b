import { Role, type RoleId } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { CITIZEN } from '../../test/fixtures';
import { guardAction, isBackOfficePage } from './route-guard';

const stored = (profileId: RoleId | null) => ({
  user: profileId === null ? null : { ...CITIZEN, profile: { ...CITIZEN.profile, profileId } },
  identityMatching: false,
});
const backOfficePage = {
  area: 'back-office',
  permissions: [Role.BO_ADMIN, Role.BO_COLLAB, Role.BACK_OFFICE],
};
const publicPage = { area: 'front-office' };

describe('back-office pages', () => {
  it('are the back-office area and pages open to back-office profiles only', () => {
    expect(isBackOfficePage({ area: 'back-office' })).toBe(true);
    expect(isBackOfficePage({ area: 'help-online', permissions: [Role.BACK_OFFICE, Role.BO_COLLAB] })).toBe(
      true,
    );
    expect(
      isBackOfficePage({ area: 'help-online', permissions: [Role.BACK_OFFICE, Role.FRONT_OFFICE] }),
    ).toBe(false);
    expect(isBackOfficePage({ area: 'front-office', permissions: ['!', Role.BO_ADMIN] })).toBe(false);
    expect(isBackOfficePage({ area: 'help-online', permissions: [] })).toBe(false);
    expect(isBackOfficePage({ area: 'help-online' })).toBe(false);
  });
});

describe('route guard (SPEC §4)', () => {
  it('forces a back-office login on back-office pages for anyone without a back-office profile', () => {
    expect(guardAction(backOfficePage, stored(null))).toBe('back-office-login');
    expect(guardAction(backOfficePage, stored(Role.FRONT_OFFICE))).toBe('back-office-login');
    for (const profile of [Role.BO_ADMIN, Role.BO_COLLAB, Role.BACK_OFFICE])
      expect(guardAction(backOfficePage, stored(profile))).toBe('none');
    const helpForStaff = { area: 'help-online', permissions: [Role.BACK_OFFICE, Role.BO_ADMIN] };
    expect(guardAction(helpForStaff, stored(Role.FRONT_OFFICE))).toBe('back-office-login');
  });

  it('asks back-office staff before a non-back-office page clears their session (issue 22, 3)', () => {
    for (const profile of [Role.BO_ADMIN, Role.BO_COLLAB, Role.BACK_OFFICE]) {
      expect(guardAction(publicPage, stored(profile))).toBe('confirm-leave-back-office');
      expect(guardAction({ area: 'private-area' }, stored(profile))).toBe('confirm-leave-back-office');
    }
  });

  it('clears the session on other pages without a stored front-office profile', () => {
    expect(guardAction(publicPage, { user: null, identityMatching: true })).toBe('clear-session');
    expect(guardAction(publicPage, stored(Role.FRONT_OFFICE))).toBe('none');
    expect(guardAction(publicPage, stored(null))).toBe('none');
  });

  it('leaves login callbacks and unknown pages alone', () => {
    expect(guardAction({ area: 'auth' }, stored(Role.BO_ADMIN))).toBe('none');
    expect(guardAction(undefined, stored(Role.BO_ADMIN))).toBe('none');
  });
});
