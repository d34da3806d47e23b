/**
 * SPEC §6 permission lists: a list of profile ids allows only those profiles; a list starting with '!'
 * allows everyone (anonymous visitors included) except the listed profiles. No list means open to all.
 */
export type PermissionList = readonly number[] | readonly ['!', ...number[]];

export interface PermissionScoped {
  permissions?: PermissionList;
  /** Disabled entries are hidden (SPEC §6), e.g. the startup entry when the service type is missing. */
  disabled?: boolean;
}

export function hasPermission(
  permissions: PermissionList | undefined,
  profileId: number | null | undefined,
): boolean {
  if (!permissions || permissions.length === 0) return true;
  const [first, ...rest] = permissions;
  if (first === '!') return profileId == null || !(rest as number[]).includes(profileId);
  return profileId != null && (permissions as readonly number[]).includes(profileId);
}

export function isMenuItemVisible(item: PermissionScoped, profileId: number | null | undefined): boolean {
  return !item.disabled && hasPermission(item.permissions, profileId);
}
