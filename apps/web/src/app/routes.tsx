import type { ComponentType, LazyExoticComponent } from 'react';
import { ENROLMENT_STEPS, HIDDEN_ENROLMENT_STEPS, type EnrolmentStepName, type Language } from '@suap/shared';
import {
  fillRoutePath,
  findRoute,
  routeEntries,
  type RouteEntry,
  type RouteName,
} from '../lib/routing/route-paths';
import { lazy } from './lazy-screen';

export interface AppRoute extends RouteEntry {
  /** The screen, loaded on demand. A route without one is not mounted yet: its URL shows the not-found page. */
  screen?: LazyExoticComponent<ComponentType>;
}

type Screen = LazyExoticComponent<ComponentType>;

/**
 * The screen of every route of the path table (lib/routing/route-paths.ts). The table and the features' links
 * import no screen, so this file is the only one that imports both: a route without a screen fails the type check.
 */
const screens: Record<RouteName, Screen> = {
  // auth
  login: lazy(() => import('../features/auth/callbacks/FrontOfficeLoginCallback')),
  'back-office-login': lazy(() => import('../features/auth/callbacks/BackOfficeLoginCallback')),
  logout: lazy(() => import('../features/auth/callbacks/LogoutCallbackPage')),
  'identity-matcher': lazy(() => import('../features/auth/identity-matcher/IdentityMatcherPage')),

  // front office
  home: lazy(() => import('../features/public-pages/home/HomePage')),
  'startup-service': lazy(
    () => import('../features/public-pages/startup-service/StartupServicePage'),
    'startup-service',
  ),
  'help-page': lazy(() => import('../features/public-pages/support/SupportPage')),
  'privacy-policy': lazy(
    () => import('../features/public-pages/privacy-policy/PrivacyPolicyPage'),
    'privacy-policy',
  ),
  accessibility: lazy(
    () => import('../features/public-pages/accessibility/AccessibilityStatementPage'),
    'accessibility-statement',
  ),

  // private area
  'private-area': lazy(() => import('../features/private-area/PrivateAreaPage')),
  'request-details': lazy(() => import('../features/private-area/RequestDetailsPage'), 'attachments', 'ssu'),
  'private-area-sessions': lazy(() => import('../features/private-area/sessions/PrivateAreaSessionsPage')),

  // enrolment (startup flow): the entry points
  enrolment: lazy(() => import('../features/enrolment-wizard/screens/EnrolmentEntryPage')),
  'enrolment-startup': lazy(() => import('../features/enrolment-wizard/screens/EnrolmentEntryPage')),

  // back office
  'back-office-requests': lazy(() => import('../features/backoffice/requests/RequestListPage')),
  'back-office-request-details': lazy(
    () => import('../features/backoffice/requests/RequestDetailsPage'),
    'attachments',
    'ssu',
  ),
  'back-office-users': lazy(() => import('../features/backoffice/users/UserListPage')),
  'back-office-user-details': lazy(() => import('../features/backoffice/users/UserDetailsPage')),
  'back-office-user-create': lazy(() => import('../features/backoffice/users/UserCreatePage')),
  'back-office-user-modify': lazy(() => import('../features/backoffice/users/UserModifyPage')),
  'back-office-sessions': lazy(() => import('../features/backoffice/sessions/BackOfficeSessionsPage')),

  // online help
  'help-online-public-area': lazy(
    () => import('../features/help-online/sections/PublicAreaHelp'),
    'help-online',
  ),
  'help-online-private-area': lazy(
    () => import('../features/help-online/sections/PrivateAreaHelp'),
    'help-online',
  ),
  'help-online-back-office': lazy(
    () => import('../features/help-online/sections/BackOfficeHelp'),
    'help-online',
  ),
  'help-online-administrator': lazy(
    () => import('../features/help-online/sections/AdministratorHelp'),
    'help-online',
  ),
  'help-online-collaborator': lazy(
    () => import('../features/help-online/sections/CollaboratorHelp'),
    'help-online',
  ),
};

/*
 * The wizard's step routes: one route per step of the shared contract's list (ENROLMENT_STEPS, the ids the wizard's step registry declares
 * its steps by), at `enrolment/startup/<step>`, hidden as the contract says: the registry itself is wizard code,
 * which no public page may load (scripts/bundle-budget.mjs), so only the screens are named here. A step without a
 * screen fails the type check, and routes.test.ts checks the routes against the registry. The list comes from the contract's zod-free leaf (enrolment-steps.ts): this file is
 * in every page's first download, and the step-name schema beside the list would bring all of zod into it.
 */
const stepScreens: Record<EnrolmentStepName, Screen> = {
  'initial-summary': lazy(() => import('../features/enrolment-wizard/screens/InitialSummaryPage')),
  'notification-contacts': lazy(
    () => import('../features/enrolment-wizard/screens/NotificationContactsPage'),
  ),
  'select-initiative': lazy(() => import('../features/enrolment-wizard/screens/SelectInitiativePage')),
  'personal-data': lazy(() => import('../features/enrolment-wizard/screens/PersonalDataPage')),
  'request-summary': lazy(
    () => import('../features/enrolment-wizard/screens/RequestSummaryPage'),
    'attachments',
  ),
  'thank-page': lazy(() => import('../features/enrolment-wizard/screens/ThankPage')),
};
const enrolmentStepRoutes = ENROLMENT_STEPS.map((name): AppRoute & { name: EnrolmentStepName } => ({
  name,
  area: 'enrolment',
  path: `${findRoute('enrolment-startup').path}/${name}`,
  ...(HIDDEN_ENROLMENT_STEPS.includes(name) ? { hidden: true } : {}),
  screen: stepScreens[name],
}));

/** Every route area of SPEC §2 in one table: the path table with its screens, and the wizard's steps. */
export const appRoutes: readonly AppRoute[] = [
  ...routeEntries.map((route) => ({ ...route, screen: screens[route.name] })),
  ...enrolmentStepRoutes,
];

/** A route of the whole table: the path table's names and the wizard's step names. */
export type AppRouteName = RouteName | (typeof enrolmentStepRoutes)[number]['name'];

export function findAppRoute(name: AppRouteName): AppRoute {
  return appRoutes.find((route) => route.name === name)!;
}

/** The URL of any route of the table (features use routePath of lib/routing/route-paths.ts). */
export function appRoutePath(
  name: AppRouteName,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  return fillRoutePath(findAppRoute(name), lang, params);
}
