import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { PageLoading } from '../components/spinner/GlobalSpinner';
import NotFoundPage from '../features/public-pages/not-found/NotFoundPage';
import { DEFAULT_LANGUAGE } from '@suap/shared';
import { LanguageRoot } from './LanguageRoot';
import { appRoutes } from './routes';
import { ShellLayout } from './ShellLayout';

/**
 * While a screen's chunk loads, its place keeps a screen's height: otherwise the footer would first render at
 * the top and jump down when the screen arrives (Lighthouse measured a layout shift of 0.67 on the home page).
 */
const screenPlaceholder = (
  <div style={{ minHeight: '100vh' }}>
    <PageLoading />
  </div>
);

function RouteScreen({ screen: Screen }: { screen: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={screenPlaceholder}>
      <Screen />
    </Suspense>
  );
}

function mountedRoutes(languageless: boolean): RouteObject[] {
  return appRoutes
    .filter((route) => route.screen && Boolean(route.languageless) === languageless)
    .map((route) => {
      const element = <RouteScreen screen={route.screen!} />;
      return route.path === '' ? { index: true, element } : { path: route.path, element };
    });
}

/** The route objects for both the browser router and tests' memory routers. */
export function buildRouteObjects(): RouteObject[] {
  return [
    { path: '/', element: <Navigate to={`/${DEFAULT_LANGUAGE}`} replace /> },
    ...mountedRoutes(true).map((route) => ({
      ...route,
      element: <ShellLayout>{route.element}</ShellLayout>,
    })),
    {
      path: '/:lang',
      element: <LanguageRoot />,
      children: [...mountedRoutes(false), { path: '*', element: <NotFoundPage /> }],
    },
  ];
}

const routeObjects = buildRouteObjects();

/**
 * The declarative router (useRoutes in a BrowserRouter) rather than createBrowserRouter: the app uses no
 * loaders, actions or blockers, and the data router weighs about 16 kB gzip more in every page's first download.
 */
export function AppRoutes() {
  return useRoutes(routeObjects);
}
