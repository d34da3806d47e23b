import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../paths.js';
import { SERVER_NODE_OPTIONS } from './server-process.js';

describe('the server processes the benchmark and the process tests start', () => {
  it('get the Node.js options `npm start` gives the server', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    expect(manifest.scripts.start).toBe(`node ${SERVER_NODE_OPTIONS.join(' ')} scripts/start.mjs`);
  });
});
