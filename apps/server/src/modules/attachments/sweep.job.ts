import type { Db } from '../../db/client.js';
import { attachmentsRepository } from './attachments.repository.js';
import type { FileStore } from './storage/file-store.js';

/** Files younger than this may belong to an upload still being checked: its row is not written yet. */
const GRACE_MS = 60 * 60 * 1000;

/**
 * Keeps the store and the rows in step (issue 29): the documents of deleted drafts (state 2, by the citizen or the
 * storage-limit purge) lose their rows and their files, and a file no row names — an upload cut off, a crash
 * between the bytes and the row, a removal whose file delete failed — is removed once it is an hour old.
 * Returns how many files it removed.
 */
export async function sweepAttachments(db: Db, store: FileStore, now = new Date()): Promise<number> {
  const repository = attachmentsRepository(db);
  let removed = 0;
  for (;;) {
    const keys = await repository.removeOfDeletedRequests();
    for (const key of keys) await store.remove(key);
    removed += keys.length;
    if (keys.length === 0) break;
  }
  let batch: string[] = [];
  const flush = async () => {
    const known = await repository.knownKeys(batch);
    for (const key of batch.filter((candidate) => !known.has(candidate))) {
      await store.remove(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const file of store.list()) {
    if (now.getTime() - file.writtenAt.getTime() < GRACE_MS) continue;
    batch.push(file.key);
    if (batch.length >= 500) await flush();
  }
  await flush();
  return removed;
}
