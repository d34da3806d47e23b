import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../src/app/routes';
import { loadRoutePatterns, ROUTE_PATTERNS_FILE, routePatterns } from './route-patterns.mjs';

const script = path.join(import.meta.dirname, 'route-patterns.mjs');
// Each load starts Vite's module loader (about two seconds on a quiet machine).
const LOADER_TIMEOUT = 30_000;

describe('route patterns for the server (issue 23, item 11)', { timeout: LOADER_TIMEOUT }, () => {
  it('are exactly the mounted routes of the imported route table', async () => {
    const mounted = appRoutes
      .filter((route) => route.screen)
      .map((route) => ({ path: route.path, languageless: route.languageless === true }));
    expect(await loadRoutePatterns()).toEqual(mounted);
    expect(mounted).toContainEqual({ path: 'private-area/request-details/:requestId', languageless: false });
    expect(mounted).toContainEqual({ path: 'enrolment/startup/personal-data', languageless: false });
    expect(mounted).toContainEqual({ path: '/auth/login', languageless: true });
  });

  it('leave out a route without a screen', () => {
    expect(
      routePatterns([
        { path: 'later', screen: undefined },
        { path: 'now', screen: {} },
      ]),
    ).toEqual([{ path: 'now', languageless: false }]);
  });

  it('are written into the build directory', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'suap-route-patterns-'));
    try {
      execFileSync(process.execPath, [script, dist]);
      const written = JSON.parse(fs.readFileSync(path.join(dist, ROUTE_PATTERNS_FILE), 'utf8'));
      expect(written).toEqual(await loadRoutePatterns());
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
