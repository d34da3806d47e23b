import type { Language } from '@suap/shared';
import { Role } from '@suap/shared';
import type { PermissionList } from '../permissions';

/**
 * The route table's names, areas, paths and permissions, without screens (issue 26): features build their links
 * from this leaf, and app/routes.tsx adds the screens, so the route table imports features and never the other
 * way round. The enrolment wizard's step routes are declared by the wizard and added in app/routes.tsx.
 */

const { FRONT_OFFICE, BO_ADMIN, BO_COLLAB, BACK_OFFICE } = Role;

export type RouteArea =
  'auth' | 'back-office' | 'enrolment' | 'front-office' | 'help-online' | 'private-area';

export interface RouteEntry {
  name: string;
  area: RouteArea;
  /** Under `/:lang` (no leading slash; '' is the language home), or absolute when `languageless`. */
  path: string;
  /** The OIDC callbacks live outside the language prefix (fixed names). */
  languageless?: boolean;
  /** Never listed in menus or breadcrumbs (SPEC §2). */
  hidden?: boolean;
  /** SPEC §2/§6 permission list, checked with hasPermission(). Steps of the enrolment are gated by step status. */
  permissions?: PermissionList;
}

// SPEC §6: back-office access accepts any of the three back-office profiles.
const backOffice: PermissionList = [BO_ADMIN, BO_COLLAB, BACK_OFFICE];
const adminOnly: PermissionList = [BO_ADMIN];

/** Every route of SPEC §2 but the wizard's steps, by area. */
export const routeEntries = [
  // auth
  { name: 'login', area: 'auth', path: '/auth/login', languageless: true },
  { name: 'back-office-login', area: 'auth', path: '/auth/back-office', languageless: true, hidden: true },
  { name: 'logout', area: 'auth', path: '/auth/logout', languageless: true },
  { name: 'identity-matcher', area: 'auth', path: 'auth/identity-matcher' },

  // front office
  { name: 'home', area: 'front-office', path: '' },
  { name: 'startup-service', area: 'front-office', path: 'startup-service' },
  { name: 'help-page', area: 'front-office', path: 'support' },
  { name: 'privacy-policy', area: 'front-office', path: 'privacy-policy' },
  { name: 'accessibility', area: 'front-office', path: 'accessibility' },

  // private area
  { name: 'private-area', area: 'private-area', path: 'private-area', permissions: [FRONT_OFFICE] },
  {
    name: 'request-details',
    area: 'private-area',
    path: 'private-area/request-details/:requestId',
    permissions: [FRONT_OFFICE],
  },
  // The citizen's active sessions, from the user menu (issue 21).
  {
    name: 'private-area-sessions',
    area: 'private-area',
    path: 'private-area/sessions',
    permissions: [FRONT_OFFICE],
  },

  // enrolment (startup flow): the entry points; the steps come from the wizard
  { name: 'enrolment', area: 'enrolment', path: 'enrolment' },
  { name: 'enrolment-startup', area: 'enrolment', path: 'enrolment/startup' },

  // back office
  {
    name: 'back-office-requests',
    area: 'back-office',
    path: 'back-office/requests',
    permissions: backOffice,
  },
  {
    name: 'back-office-request-details',
    area: 'back-office',
    path: 'back-office/requests/details',
    permissions: backOffice,
  },
  // Users pages: administrators only, as the server's 'admin' access (SPEC §6 menu: users for BO_ADMIN).
  { name: 'back-office-users', area: 'back-office', path: 'back-office/users', permissions: adminOnly },
  {
    name: 'back-office-user-details',
    area: 'back-office',
    path: 'back-office/users/details',
    permissions: adminOnly,
  },
  {
    name: 'back-office-user-create',
    area: 'back-office',
    path: 'back-office/users/create',
    permissions: adminOnly,
  },
  {
    name: 'back-office-user-modify',
    area: 'back-office',
    path: 'back-office/users/modify',
    permissions: adminOnly,
  },
  // A member of staff's active sessions, from the user menu (issue 21).
  {
    name: 'back-office-sessions',
    area: 'back-office',
    path: 'back-office/sessions',
    permissions: backOffice,
  },

  // online help
  { name: 'help-online-public-area', area: 'help-online', path: 'help-online/public-area' },
  {
    name: 'help-online-private-area',
    area: 'help-online',
    path: 'help-online/private-area',
    permissions: [FRONT_OFFICE],
  },
  {
    name: 'help-online-back-office',
    area: 'help-online',
    path: 'help-online/back-office',
    permissions: [BACK_OFFICE, BO_ADMIN, BO_COLLAB],
  },
  {
    name: 'help-online-administrator',
    area: 'help-online',
    path: 'help-online/administrator',
    permissions: [BACK_OFFICE, BO_ADMIN],
  },
  {
    name: 'help-online-collaborator',
    area: 'help-online',
    path: 'help-online/collaborator',
    permissions: [BACK_OFFICE, BO_COLLAB],
  },
] as const satisfies readonly RouteEntry[];

export type RouteName = (typeof routeEntries)[number]['name'];

export function findRoute(name: RouteName): RouteEntry {
  return routeEntries.find((route) => route.name === name)!;
}

/** A route's path pattern in a language, with `:param` segments filled in. */
export function fillRoutePath(
  route: Pick<RouteEntry, 'name' | 'path' | 'languageless'>,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  const filled = route.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing parameter ${key} for route ${route.name}`);
    return encodeURIComponent(String(value));
  });
  if (route.languageless) return filled;
  return filled ? `/${lang}/${filled}` : `/${lang}`;
}

/** The URL of a route in a language, with `:param` segments filled in. */
export function routePath(
  name: RouteName,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  return fillRoutePath(findRoute(name), lang, params);
}
