import type { Language } from '@suap/shared';

// The OIDC entry points are language-less (fixed names); `start=1` asks the callback route to begin a login.
export const FRONT_OFFICE_LOGIN_HREF = '/auth/login?start=1';
export const BACK_OFFICE_LOGIN_HREF = '/auth/back-office?start=1';

export const MAIN_CONTENT_ID = 'main-content';
export const MAIN_NAVIGATION_ID = 'main-navigation';
export const PAGE_TOP_ID = 'page-top';

export function homePath(lang: Language): string {
  return `/${lang}`;
}
