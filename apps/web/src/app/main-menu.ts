import type { MenuItem } from '../components/layout/menu-types';
import type { Language } from '@suap/shared';
import { STARTUP_SERVICE_TYPE_ID } from '@suap/shared';
import { Role } from '@suap/shared';
import { routePath } from '../lib/routing/route-paths';

/**
 * SPEC §6: the startup entry is disabled when the configuration lacks the startup service type.
 * `undefined` means the configuration is not known yet; the entry stays until we know otherwise.
 */
export function isStartupServiceAvailable(serviceTypeIds: readonly number[] | undefined): boolean {
  return serviceTypeIds === undefined || serviceTypeIds.includes(STARTUP_SERVICE_TYPE_ID);
}

/** The service type ids of the configuration (GET /suap/v1/anagrafica/list), or undefined while unknown. */
export function configuredServiceTypeIds(
  configuration: { typeOfServiceAnagList: readonly { typeOfServiceId: number }[] } | undefined,
): number[] | undefined {
  return configuration?.typeOfServiceAnagList.map((type) => type.typeOfServiceId);
}

/** The header menu of SPEC §2: home, startup, support, private area. */
export function buildMainMenu(lang: Language, serviceTypeIds?: readonly number[]): MenuItem[] {
  return [
    { id: 'home', to: routePath('home', lang), exact: true },
    {
      id: 'startup',
      to: routePath('startup-service', lang),
      disabled: !isStartupServiceAvailable(serviceTypeIds),
    },
    { id: 'support', to: routePath('help-page', lang) },
    {
      // Anonymous visitors see it too (the private area then asks them to log in); staff have no private area.
      id: 'private-area',
      to: routePath('private-area', lang),
      permissions: ['!', Role.BO_ADMIN, Role.BO_COLLAB, Role.BACK_OFFICE],
    },
  ];
}
