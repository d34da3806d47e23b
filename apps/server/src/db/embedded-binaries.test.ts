import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hydrateSymlinks, platformPackageDir } from './embedded-binaries.js';

const installed = platformPackageDir();
const temporary: string[] = [];

/** What `npm install --ignore-scripts` leaves: the package's files and link list, none of its links. */
async function copyWithoutLinks(packageDir: string): Promise<string> {
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'suap-pg-binaries-'));
  temporary.push(copy);
  await fs.cp(path.join(packageDir, 'native'), path.join(copy, 'native'), {
    recursive: true,
    // share/ (timezones, extensions) plays no part in loading the binary; skipping it keeps the copy small.
    filter: async (source) =>
      !(await fs.lstat(source)).isSymbolicLink() && !source.includes(`${path.sep}share`),
  });
  return copy;
}

const postgresVersion = (packageDir: string) =>
  spawnSync(path.join(packageDir, 'native', 'bin', 'postgres'), ['--version'], { encoding: 'utf8' });

describe.runIf(installed && os.platform() !== 'win32')(
  'embedded PostgreSQL binaries without install scripts',
  () => {
    afterAll(() => Promise.all(temporary.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

    it('recreates the library links the postinstall script would have made, so postgres runs', async () => {
      const copy = await copyWithoutLinks(installed!);
      const links = JSON.parse(await fs.readFile(path.join(copy, 'native', 'pg-symlinks.json'), 'utf8')) as {
        target: string;
      }[];
      expect(links.length).toBeGreaterThan(0);
      expect(postgresVersion(copy).status).not.toBe(0); // cannot load its ICU/libpq without the links

      expect(await hydrateSymlinks(copy)).toBe(links.length);

      for (const { target } of links) {
        const made = path.join(copy, target);
        expect((await fs.lstat(made)).isSymbolicLink()).toBe(true);
        expect(path.isAbsolute(await fs.readlink(made))).toBe(false); // the copy can be moved
        expect(await fs.readlink(made)).toBe(await fs.readlink(path.join(installed!, target)));
      }
      const run = postgresVersion(copy);
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/postgres \(PostgreSQL\) \d+/);
    });

    it('leaves an installed package alone and does nothing a second time', async () => {
      const copy = await copyWithoutLinks(installed!);
      await hydrateSymlinks(copy);
      expect(await hydrateSymlinks(copy)).toBe(0);
      expect(await hydrateSymlinks(installed!)).toBe(0); // npm ran the script here, or a start already did
    });
  },
);
