import { describe, expect, it } from 'vitest';
import { isMenuItemVisible } from '../lib/permissions';
import { Role } from '@suap/shared';
import { buildMainMenu, isStartupServiceAvailable } from './main-menu';
import { routeEntries, routePath as leafRoutePath } from '../lib/routing/route-paths';
import { ENROLMENT_STEP_REGISTRY } from '../features/enrolment-wizard/steps/registry/enrolment-steps';
import { stepRoutePath } from '../features/enrolment-wizard/steps/registry/step-registry';
import { appRoutes, findAppRoute as findRoute, appRoutePath as routePath } from './routes';

describe('route table', () => {
  it('has unique names and unique URLs', () => {
    const names = appRoutes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('builds the fixed URLs of the contract', () => {
    expect(routePath('home', 'it')).toBe('/it');
    expect(routePath('startup-service', 'en')).toBe('/en/startup-service');
    expect(routePath('help-page', 'it')).toBe('/it/support');
    expect(routePath('request-details', 'en', { requestId: 12 })).toBe('/en/private-area/request-details/12');
    expect(routePath('thank-page', 'it')).toBe('/it/enrolment/startup/thank-page');
    expect(routePath('back-office-user-modify', 'it')).toBe('/it/back-office/users/modify');
    expect(routePath('help-online-collaborator', 'en')).toBe('/en/help-online/collaborator');
    expect(routePath('identity-matcher', 'it')).toBe('/it/auth/identity-matcher');
    expect(routePath('login', 'en')).toBe('/auth/login');
    expect(routePath('back-office-login', 'it')).toBe('/auth/back-office');
  });

  it("mounts the wizard's steps as its registry declares them: each at its path, hidden where it says", () => {
    const stepBase = `${findRoute('enrolment-startup').path}/`;
    const mounted = appRoutes
      .filter((route) => route.area === 'enrolment' && route.path.startsWith(stepBase))
      .map((route) => ({ name: route.name, path: route.path, hidden: route.hidden ?? false }));
    expect(mounted).toEqual(
      ENROLMENT_STEP_REGISTRY.map((step) => ({
        name: step.id,
        path: stepRoutePath(ENROLMENT_STEP_REGISTRY, step.id),
        hidden: step.hidden ?? false,
      })),
    );
  });

  it('refuses to build a URL with a missing parameter', () => {
    expect(() => routePath('request-details', 'it')).toThrow(/requestId/);
  });

  it('carries the SPEC §2 permissions and hidden flags', () => {
    expect(findRoute('back-office-requests').permissions).toEqual([
      Role.BO_ADMIN,
      Role.BO_COLLAB,
      Role.BACK_OFFICE,
    ]);
    expect(findRoute('back-office-users').permissions).toEqual([Role.BO_ADMIN]);
    expect(findRoute('back-office-user-create').permissions).toEqual([Role.BO_ADMIN]);
    expect(findRoute('private-area').permissions).toEqual([Role.FRONT_OFFICE]);
    expect(findRoute('help-online-administrator').permissions).toEqual([Role.BACK_OFFICE, Role.BO_ADMIN]);
    expect(findRoute('help-online-public-area').permissions).toBeUndefined();
    expect(findRoute('back-office-login').hidden).toBe(true);
    expect(findRoute('initial-summary').hidden).toBe(true);
    expect(findRoute('thank-page').hidden).toBe(true);
  });

  it('gives every route of the path table a screen, and the same URL through the leaf', () => {
    for (const entry of routeEntries) {
      expect(findRoute(entry.name)).toEqual({ ...entry, screen: expect.anything() });
      expect(leafRoutePath(entry.name, 'it', { requestId: 3 })).toBe(
        routePath(entry.name, 'it', { requestId: 3 }),
      );
    }
    expect(appRoutes.every((route) => route.screen)).toBe(true);
  });

  it('covers every route area', () => {
    expect(new Set(appRoutes.map((route) => route.area))).toEqual(
      new Set(['auth', 'back-office', 'enrolment', 'front-office', 'help-online', 'private-area']),
    );
  });
});

describe('main menu', () => {
  const visibleIds = (serviceTypes: number[] | undefined, profileId: number | null) =>
    buildMainMenu('it', serviceTypes)
      .filter((item) => isMenuItemVisible(item, profileId))
      .map((item) => item.id);

  it('lists home, startup, support and private area for visitors and citizens', () => {
    expect(visibleIds([1], null)).toEqual(['home', 'startup', 'support', 'private-area']);
    expect(visibleIds([1], Role.FRONT_OFFICE)).toEqual(['home', 'startup', 'support', 'private-area']);
  });

  it('hides the private area from back-office staff', () => {
    for (const profile of [Role.BO_ADMIN, Role.BO_COLLAB, Role.BACK_OFFICE]) {
      expect(visibleIds([1], profile)).toEqual(['home', 'startup', 'support']);
    }
  });

  it('disables the startup entry when the configuration lacks the startup service type', () => {
    expect(isStartupServiceAvailable([2, 3])).toBe(false);
    expect(isStartupServiceAvailable([1])).toBe(true);
    expect(isStartupServiceAvailable(undefined)).toBe(true);
    expect(visibleIds([2], null)).toEqual(['home', 'support', 'private-area']);
  });
});
