import type { Language } from '@suap/shared';
import { routePath } from '../../lib/routing/route-paths';

export const requestListPath = (lang: Language) => routePath('back-office-requests', lang);
export const requestDetailsPath = (lang: Language) => routePath('back-office-request-details', lang);
export const userListPath = (lang: Language) => routePath('back-office-users', lang);
export const userDetailsPath = (lang: Language) => routePath('back-office-user-details', lang);
export const userCreatePath = (lang: Language) => routePath('back-office-user-create', lang);
export const userModifyPath = (lang: Language) => routePath('back-office-user-modify', lang);
