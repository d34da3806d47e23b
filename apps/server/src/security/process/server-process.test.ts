import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/helper.js';
import { repoRoot } from '../../paths.js';
import { SERVER_NODE_OPTIONS, startServer, stopAllServers } from './server-process.js';
import { makeTempDir, removeTempDirs } from './temp-dirs.js';

// The next port freePort hands out can be made one that something else already listens on.
const taken = vi.hoisted(() => ({ port: undefined as number | undefined }));
vi.mock('../../db/embedded.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../db/embedded.js')>();
  return {
    ...original,
    freePort: async () => {
      const port = taken.port;
      taken.port = undefined;
      return port ?? original.freePort();
    },
  };
});

describe('the server processes the benchmark and the process tests start', () => {
  afterAll(async () => {
    await stopAllServers();
    await removeTempDirs();
  }, 120_000);

  it('get the Node.js options `npm start` gives the server', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    expect(manifest.scripts.start).toBe(`node ${SERVER_NODE_OPTIONS.join(' ')} scripts/start.mjs`);
  });

  it('listen on another port when the one chosen is taken before the server binds it', async () => {
    const database = await createTestDatabase();
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const squatted = (squatter.address() as net.AddressInfo).port;
    try {
      taken.port = squatted;
      const server = await startServer({ databaseUrl: database.url, dataDir: await makeTempDir('port') });
      expect(Number(new URL(server.url).port)).not.toBe(squatted);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      await server.stop();
    } finally {
      squatter.close();
    }
  });
});
