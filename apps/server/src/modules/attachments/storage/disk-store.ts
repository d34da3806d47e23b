import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { STORAGE_KEY, type FileStore } from './file-store.js';

/**
 * Documents as files under `root` (DATA_DIR/attachments by default), two levels of directories from the key so no
 * directory grows past a few thousand entries. A file is written under a temporary name, flushed to disk and then
 * renamed, so a reader never sees half a file and a crash leaves only a temporary file, which the sweep removes.
 */
export function diskStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error('invalid storage key');
    return path.join(root, key.slice(0, 2), key.slice(2, 4), key);
  };
  return {
    async write(key, source) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.partial`;
      try {
        const out = createWriteStream(temporary, { flags: 'wx', mode: 0o600 });
        await pipeline(source, out);
        const handle = await fs.open(temporary, 'r');
        await handle.sync().finally(() => handle.close());
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async read(key) {
      const file = pathOf(key);
      await fs.access(file);
      return createReadStream(file);
    },
    async remove(key) {
      await fs.rm(pathOf(key), { force: true });
      await fs.rm(`${pathOf(key)}.partial`, { force: true });
    },
    async *list() {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat) yield { key: entry.name.replace(/\.partial$/, ''), writtenAt: stat.mtime };
      }
    },
  };
}
