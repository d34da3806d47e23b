export const ROUTE_PATTERNS_FILE: string;
export function readRoutePatterns(source: string): { path: string; languageless: boolean }[];
