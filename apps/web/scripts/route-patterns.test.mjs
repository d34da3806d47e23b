import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../src/app/routes';
import { readRoutePatterns, ROUTE_PATTERNS_FILE } from './route-patterns.mjs';

const script = path.join(import.meta.dirname, 'route-patterns.mjs');
const source = fs.readFileSync(path.join(import.meta.dirname, '..', 'src', 'app', 'routes.tsx'), 'utf8');

describe('route patterns for the server (issue 23, item 11)', () => {
  it('are exactly the mounted routes of the imported route table', () => {
    const mounted = appRoutes
      .filter((route) => 'screen' in route && route.screen)
      .map((route) => ({
        path: route.path,
        languageless: 'languageless' in route && route.languageless === true,
      }));
    expect(readRoutePatterns(source)).toEqual(mounted);
    expect(mounted).toContainEqual({ path: 'private-area/request-details/:requestId', languageless: false });
  });

  it('are written into the build directory', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'suap-route-patterns-'));
    try {
      execFileSync(process.execPath, [script, dist]);
      const written = JSON.parse(fs.readFileSync(path.join(dist, ROUTE_PATTERNS_FILE), 'utf8'));
      expect(written).toEqual(readRoutePatterns(source));
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
