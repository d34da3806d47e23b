import { Role, type Language } from '@suap/shared';
import { findRoute, routePath, type RouteName } from '../../../lib/routing/route-paths';
import { isMenuItemVisible, type PermissionList, type PermissionScoped } from '../../../lib/permissions';

export type BackOfficeMenuId = 'requests' | 'users' | 'user-details' | 'user-modify' | 'user-create';

export interface BackOfficeMenuItem extends PermissionScoped {
  id: BackOfficeMenuId;
  route: RouteName;
  to: string;
}

const { BO_ADMIN, BO_COLLAB, BACK_OFFICE } = Role;

/**
 * SPEC §2 back-office menu: requests for every back-office profile (BACK_OFFICE 99 is the generic one, SPEC §6),
 * users, user details, user modify and user create for administrators only. Details and modify need a
 * selected user, so without one they are disabled, and disabled items are hidden (SPEC §6).
 */
const ENTRIES: readonly {
  id: BackOfficeMenuId;
  route: RouteName;
  permissions: PermissionList;
  needsUser?: true;
}[] = [
  { id: 'requests', route: 'back-office-requests', permissions: [BO_ADMIN, BO_COLLAB, BACK_OFFICE] },
  { id: 'users', route: 'back-office-users', permissions: [BO_ADMIN] },
  { id: 'user-details', route: 'back-office-user-details', permissions: [BO_ADMIN], needsUser: true },
  { id: 'user-modify', route: 'back-office-user-modify', permissions: [BO_ADMIN], needsUser: true },
  { id: 'user-create', route: 'back-office-user-create', permissions: [BO_ADMIN] },
];

export function buildBackOfficeMenu(
  lang: Language,
  options: { hasSelectedUser: boolean },
): BackOfficeMenuItem[] {
  return ENTRIES.map(({ id, route, permissions, needsUser }) => ({
    id,
    route,
    to: routePath(route, lang),
    permissions,
    disabled: needsUser === true && !options.hasSelectedUser,
  }));
}

/** The entries a profile sees, in menu order. */
export function visibleBackOfficeMenu(
  items: readonly BackOfficeMenuItem[],
  profileId: number | null | undefined,
): BackOfficeMenuItem[] {
  return items.filter((item) => isMenuItemVisible(item, profileId));
}

/** Whether a profile may open a back-office page: the route table's permission list decides. */
export function canOpenRoute(route: RouteName, profileId: number | null | undefined): boolean {
  return isMenuItemVisible({ permissions: findRoute(route).permissions }, profileId);
}
