import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { ObjectStorage } from '../../../config-storage.js';
import { STORAGE_KEY, type FileStore } from './file-store.js';

/**
 * Parts of 5 MiB (S3's smallest), two in flight: an upload holds at most about three parts in memory (one being
 * filled, two being sent) whatever the file's size, and a file up to 5 MiB goes in one PutObject.
 */
export const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * Documents as objects in an S3-compatible bucket, for administrations whose portal runs on several machines
 * (issue 29). An object appears whole or not at all: a small file is one PutObject; a larger one a multipart upload
 * whose parts stay invisible until CompleteMultipartUpload, and which is aborted (its parts deleted) when the source
 * fails. The sweep only ever sees and removes names the portal writes (UUIDs directly under the prefix), never
 * other objects in the bucket.
 */
export function s3Store(settings: ObjectStorage): FileStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Keys and endpoint from the configuration only: the SDK would otherwise take them from AWS_* variables or
    // ~/.aws, and config.ts is the one reader of the environment.
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ignoreConfiguredEndpointUrls: true,
    // The SDK's default (WHEN_SUPPORTED) adds CRC32 checksum headers, and for streamed bodies aws-chunked encoding,
    // which several S3-compatible servers refuse. Integrity is covered without them: every part is a buffer whose
    // SHA-256 is signed (x-amz-content-sha256), and each download is checked against the SHA-256 in the database.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A storage server that stops answering fails the upload or the download instead of holding it for ever.
    requestHandler: { connectionTimeout: 10_000, socketTimeout: 60_000 },
  });
  const { bucket, prefix } = settings;
  const objectKey = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error('invalid storage key');
    return `${prefix}${key}`;
  };

  return {
    async write(key, source) {
      const Key = objectKey(key);
      const upload = new Upload({
        client,
        // lib-storage guesses a stream's length from its `size`, `length` or `path`, and InspectStream's `size`
        // counts the bytes seen so far (0 here: the upload would fail), so it gets a plain stream of the chunks.
        params: { Bucket: bucket, Key, Body: Readable.from(source, { objectMode: false }) },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        // On any failure lib-storage waits for the parts in flight, then aborts the multipart upload.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // PutObject and CompleteMultipartUpload go out only once the whole source has been read; after that, a
        // failure is the storage's, and may be a reply lost after the object was made. Best effort: an object this
        // misses has no row, and the sweep removes it after its hour of grace.
        if (source.readableEnded)
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key })).catch(() => undefined);
        source.destroy();
        throw error;
      }
    },

    async read(key) {
      // NoSuchKey rejects here, as the disk store's access check does: the download answers `integrity`.
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      if (!(Body instanceof Readable)) throw new Error('the object storage answered without a body');
      return Body;
    },

    async remove(key) {
      // S3 answers 204 whether or not the object was there.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page: ListObjectsV2CommandOutput = await client.send(
          // The delimiter leaves out the "directories" below the prefix: the portal writes nothing there.
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, Delimiter: '/', ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          if (key && object.Key?.startsWith(prefix) && STORAGE_KEY.test(key) && object.LastModified)
            yield { key, writtenAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async close() {
      client.destroy();
    },
  };
}
