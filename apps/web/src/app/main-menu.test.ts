import { describe, expect, it } from 'vitest';
import { Role, STARTUP_SERVICE_TYPE_ID } from '@suap/shared';
import { isMenuItemVisible } from '../lib/permissions';
import { buildMainMenu, configuredServiceTypeIds, isStartupServiceAvailable } from './main-menu';

const visibleIds = (serviceTypeIds: number[] | undefined, profileId: number | null = null) =>
  buildMainMenu('it', serviceTypeIds)
    .filter((item) => isMenuItemVisible(item, profileId))
    .map((item) => item.id);

const configuration = (ids: number[]) => ({
  typeOfServiceAnagList: ids.map((typeOfServiceId) => ({ typeOfServiceId })),
});

describe('header menu (SPEC §2, §6)', () => {
  it('lists home, startup, support and private area with language-first links', () => {
    const menu = buildMainMenu('en', [STARTUP_SERVICE_TYPE_ID]);
    expect(menu.map((item) => [item.id, item.to])).toEqual([
      ['home', '/en'],
      ['startup', '/en/startup-service'],
      ['support', '/en/support'],
      ['private-area', '/en/private-area'],
    ]);
  });

  it('hides the startup entry when the configuration lacks the startup service type', () => {
    expect(visibleIds(configuredServiceTypeIds(configuration([2, 3])))).toEqual([
      'home',
      'support',
      'private-area',
    ]);
    expect(visibleIds(configuredServiceTypeIds(configuration([])))).not.toContain('startup');
    expect(isStartupServiceAvailable([2])).toBe(false);
  });

  it('shows the startup entry when the configuration has service type 1, or is not known yet', () => {
    expect(visibleIds(configuredServiceTypeIds(configuration([STARTUP_SERVICE_TYPE_ID, 2])))).toContain(
      'startup',
    );
    expect(configuredServiceTypeIds(undefined)).toBeUndefined();
    expect(visibleIds(undefined)).toContain('startup');
  });

  it('hides the private area from back-office profiles only', () => {
    expect(visibleIds([1], Role.FRONT_OFFICE)).toContain('private-area');
    expect(visibleIds([1], null)).toContain('private-area');
    for (const staff of [Role.BO_ADMIN, Role.BO_COLLAB, Role.BACK_OFFICE])
      expect(visibleIds([1], staff)).toEqual(['home', 'startup', 'support']);
  });
});
