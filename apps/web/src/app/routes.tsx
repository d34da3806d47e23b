import type { ComponentType, LazyExoticComponent } from 'react';
import type { Language } from '@suap/shared';
import { Role } from '@suap/shared';
import type { PermissionList } from '../lib/permissions';
import { lazy } from './lazy-screen';

const { FRONT_OFFICE, BO_ADMIN, BO_COLLAB, BACK_OFFICE } = Role;

export type RouteArea =
  'auth' | 'back-office' | 'enrolment' | 'front-office' | 'help-online' | 'private-area';

export interface AppRoute {
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
  /** The screen, loaded on demand. A route without one is not mounted yet: its URL shows the not-found page. */
  screen?: LazyExoticComponent<ComponentType>;
}

// SPEC §6: back-office access accepts any of the three back-office profiles.
const backOffice: PermissionList = [BO_ADMIN, BO_COLLAB, BACK_OFFICE];
const adminOnly: PermissionList = [BO_ADMIN];

/** Every route area of SPEC §2 in one table. Later screens plug in by adding their `screen`. */
export const appRoutes = [
  // auth
  {
    name: 'login',
    area: 'auth',
    path: '/auth/login',
    languageless: true,
    screen: lazy(() => import('../features/auth/callbacks/FrontOfficeLoginCallback')),
  },
  {
    name: 'back-office-login',
    area: 'auth',
    path: '/auth/back-office',
    languageless: true,
    hidden: true,
    screen: lazy(() => import('../features/auth/callbacks/BackOfficeLoginCallback')),
  },
  {
    name: 'logout',
    area: 'auth',
    path: '/auth/logout',
    languageless: true,
    screen: lazy(() => import('../features/auth/callbacks/LogoutCallbackPage')),
  },
  {
    name: 'identity-matcher',
    area: 'auth',
    path: 'auth/identity-matcher',
    screen: lazy(() => import('../features/auth/identity-matcher/IdentityMatcherPage')),
  },

  // front office
  {
    name: 'home',
    area: 'front-office',
    path: '',
    screen: lazy(() => import('../features/public-pages/home/HomePage')),
  },
  {
    name: 'startup-service',
    area: 'front-office',
    path: 'startup-service',
    screen: lazy(
      () => import('../features/public-pages/startup-service/StartupServicePage'),
      'startup-service',
    ),
  },
  {
    name: 'help-page',
    area: 'front-office',
    path: 'support',
    screen: lazy(() => import('../features/public-pages/support/SupportPage')),
  },
  {
    name: 'privacy-policy',
    area: 'front-office',
    path: 'privacy-policy',
    screen: lazy(() => import('../features/public-pages/privacy-policy/PrivacyPolicyPage'), 'privacy-policy'),
  },
  {
    name: 'accessibility',
    area: 'front-office',
    path: 'accessibility',
    screen: lazy(
      () => import('../features/public-pages/accessibility/AccessibilityStatementPage'),
      'accessibility-statement',
    ),
  },

  // private area
  {
    name: 'private-area',
    area: 'private-area',
    path: 'private-area',
    permissions: [FRONT_OFFICE],
    screen: lazy(() => import('../features/private-area/PrivateAreaPage')),
  },
  {
    name: 'request-details',
    area: 'private-area',
    path: 'private-area/request-details/:requestId',
    permissions: [FRONT_OFFICE],
    screen: lazy(() => import('../features/private-area/RequestDetailsPage')),
  },
  // The citizen's active sessions, from the user menu (issue 21).
  {
    name: 'private-area-sessions',
    area: 'private-area',
    path: 'private-area/sessions',
    permissions: [FRONT_OFFICE],
    screen: lazy(() => import('../features/private-area/sessions/PrivateAreaSessionsPage')),
  },

  // enrolment (startup flow)
  {
    name: 'enrolment',
    area: 'enrolment',
    path: 'enrolment',
    screen: lazy(() => import('../features/enrolment-wizard/screens/EnrolmentEntryPage')),
  },
  {
    name: 'enrolment-startup',
    area: 'enrolment',
    path: 'enrolment/startup',
    screen: lazy(() => import('../features/enrolment-wizard/screens/EnrolmentEntryPage')),
  },
  {
    name: 'initial-summary',
    area: 'enrolment',
    path: 'enrolment/startup/initial-summary',
    hidden: true,
    screen: lazy(() => import('../features/enrolment-wizard/screens/InitialSummaryPage')),
  },
  {
    name: 'notification-contacts',
    area: 'enrolment',
    path: 'enrolment/startup/notification-contacts',
    screen: lazy(() => import('../features/enrolment-wizard/screens/NotificationContactsPage')),
  },
  {
    name: 'select-initiative',
    area: 'enrolment',
    path: 'enrolment/startup/select-initiative',
    screen: lazy(() => import('../features/enrolment-wizard/screens/SelectInitiativePage')),
  },
  {
    name: 'personal-data',
    area: 'enrolment',
    path: 'enrolment/startup/personal-data',
    screen: lazy(() => import('../features/enrolment-wizard/screens/PersonalDataPage')),
  },
  {
    name: 'request-summary',
    area: 'enrolment',
    path: 'enrolment/startup/request-summary',
    screen: lazy(() => import('../features/enrolment-wizard/screens/RequestSummaryPage')),
  },
  {
    name: 'thank-page',
    area: 'enrolment',
    path: 'enrolment/startup/thank-page',
    hidden: true,
    screen: lazy(() => import('../features/enrolment-wizard/screens/ThankPage')),
  },

  // back office
  {
    name: 'back-office-requests',
    area: 'back-office',
    path: 'back-office/requests',
    permissions: backOffice,
    screen: lazy(() => import('../features/backoffice/requests/RequestListPage')),
  },
  {
    name: 'back-office-request-details',
    area: 'back-office',
    path: 'back-office/requests/details',
    permissions: backOffice,
    screen: lazy(() => import('../features/backoffice/requests/RequestDetailsPage')),
  },
  // Users pages: administrators only, as the server's 'admin' access (SPEC §6 menu: users for BO_ADMIN).
  {
    name: 'back-office-users',
    area: 'back-office',
    path: 'back-office/users',
    permissions: adminOnly,
    screen: lazy(() => import('../features/backoffice/users/UserListPage')),
  },
  {
    name: 'back-office-user-details',
    area: 'back-office',
    path: 'back-office/users/details',
    permissions: adminOnly,
    screen: lazy(() => import('../features/backoffice/users/UserDetailsPage')),
  },
  {
    name: 'back-office-user-create',
    area: 'back-office',
    path: 'back-office/users/create',
    permissions: adminOnly,
    screen: lazy(() => import('../features/backoffice/users/UserCreatePage')),
  },
  {
    name: 'back-office-user-modify',
    area: 'back-office',
    path: 'back-office/users/modify',
    permissions: adminOnly,
    screen: lazy(() => import('../features/backoffice/users/UserModifyPage')),
  },
  // A member of staff's active sessions, from the user menu (issue 21).
  {
    name: 'back-office-sessions',
    area: 'back-office',
    path: 'back-office/sessions',
    permissions: backOffice,
    screen: lazy(() => import('../features/backoffice/sessions/BackOfficeSessionsPage')),
  },

  // online help
  {
    name: 'help-online-public-area',
    area: 'help-online',
    path: 'help-online/public-area',
    screen: lazy(() => import('../features/help-online/sections/PublicAreaHelp'), 'help-online'),
  },
  {
    name: 'help-online-private-area',
    area: 'help-online',
    path: 'help-online/private-area',
    permissions: [FRONT_OFFICE],
    screen: lazy(() => import('../features/help-online/sections/PrivateAreaHelp'), 'help-online'),
  },
  {
    name: 'help-online-back-office',
    area: 'help-online',
    path: 'help-online/back-office',
    permissions: [BACK_OFFICE, BO_ADMIN, BO_COLLAB],
    screen: lazy(() => import('../features/help-online/sections/BackOfficeHelp'), 'help-online'),
  },
  {
    name: 'help-online-administrator',
    area: 'help-online',
    path: 'help-online/administrator',
    permissions: [BACK_OFFICE, BO_ADMIN],
    screen: lazy(() => import('../features/help-online/sections/AdministratorHelp'), 'help-online'),
  },
  {
    name: 'help-online-collaborator',
    area: 'help-online',
    path: 'help-online/collaborator',
    permissions: [BACK_OFFICE, BO_COLLAB],
    screen: lazy(() => import('../features/help-online/sections/CollaboratorHelp'), 'help-online'),
  },
] as const satisfies readonly AppRoute[];

export type RouteName = (typeof appRoutes)[number]['name'];

export function findRoute(name: RouteName): AppRoute {
  return appRoutes.find((route) => route.name === name)!;
}

/** The URL of a route in a language, with `:param` segments filled in. */
export function routePath(
  name: RouteName,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  const route: AppRoute = findRoute(name);
  const filled = route.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing parameter ${key} for route ${name}`);
    return encodeURIComponent(String(value));
  });
  if (route.languageless) return filled;
  return filled ? `/${lang}/${filled}` : `/${lang}`;
}
