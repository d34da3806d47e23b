import { matchPath } from 'react-router';
import { isLanguage } from '@suap/shared';
import { appRoutes, type AppRoute } from './routes';

/**
 * The route-table entry a URL belongs to, whether or not its screen is mounted yet (guards apply to the URL:
 * a back-office URL is a back-office page even while it shows not-found).
 */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  for (const route of appRoutes) {
    if (route.languageless) {
      if (matchPath({ path: route.path, end: true }, pathname)) return route;
      continue;
    }
    const pattern = route.path ? `/:lang/${route.path}` : '/:lang';
    const match = matchPath({ path: pattern, end: true }, pathname);
    if (match && isLanguage(match.params.lang)) return route;
  }
  return undefined;
}
