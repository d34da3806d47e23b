import type it from '../../i18n/it.json';
import type { PermissionScoped } from '../../lib/permissions';

export type MenuItemKey = keyof typeof it.menu.items;

export interface MenuItem extends PermissionScoped {
  id: MenuItemKey;
  /** Absolute in-app path, language included. */
  to: string;
  /** Active only on this exact path (the home page), not on its sub-pages. */
  exact?: boolean;
}
