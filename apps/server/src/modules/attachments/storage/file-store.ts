import type { Readable } from 'node:stream';

/** The names the portal gives stored documents (UUIDs; the tests' own names fit too). */
export const STORAGE_KEY = /^[a-z0-9-]{8,100}$/;

/** Where the bytes of the documents live: a directory by default, object storage when configured. */
export interface FileStore {
  /** Writes the stream under `key`, durably; on any error nothing is left under the key. */
  write(key: string, source: Readable): Promise<void>;
  /** The bytes under `key`; the stream errors if there are none. */
  read(key: string): Promise<Readable>;
  /** Removes the bytes under `key`; nothing under it is not an error. */
  remove(key: string): Promise<void>;
  /** Every key with the time it was written, for the sweep of files no row names. */
  list(): AsyncIterable<{ key: string; writtenAt: Date }>;
  /** Lets go of connections when the server stops. */
  close?(): Promise<void>;
}
