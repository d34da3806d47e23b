export const ROUTE_PATTERNS_FILE: string;
export function routePatterns(
  appRoutes: readonly { path: string; languageless?: boolean; screen?: unknown }[],
): { path: string; languageless: boolean }[];
export function loadRoutePatterns(): Promise<{ path: string; languageless: boolean }[]>;
