import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../components/spinner/GlobalSpinner';
import NotFoundPage from '../features/public-pages/not-found/NotFoundPage';
import { DEFAULT_LANGUAGE } from '@suap/shared';
import { LanguageRoot } from './LanguageRoot';
import { appRoutes, type AppRoute } from './routes';
import { ShellLayout } from './ShellLayout';

function RouteScreen({ screen: Screen }: { screen: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
}

function mountedRoutes(languageless: boolean): RouteObject[] {
  return (appRoutes as readonly AppRoute[])
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

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects());
}
