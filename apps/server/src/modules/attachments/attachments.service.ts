import { isoDateInRome, type Attachment, type AttachmentListReply } from '@suap/shared';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { attachmentNotFound, attachmentRefused } from './attachment-errors.js';
import { attachmentsRepository } from './attachments.repository.js';
import { openStage } from './file-rules.js';
import { sanitizeFileName } from './file-name.js';
import { storedFileColumns, storeUpload, type UploadChecks } from './store-upload.js';

/** The caller as the rules see them. */
export interface AttachmentActor {
  userId: number;
}

/** A document ready to be sent: its bytes were checked against the SHA-256 recorded at upload. */
export interface Download {
  stream: Readable;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * The documents of a request (issue 29): the owner adds and removes them while the request is a draft or while an
 * integration request or a 10-bis notice waits for an answer; the send or the answer hands them in, and from then
 * on they are part of the record. Staff see and download what was handed in. Another citizen's request, or a
 * document of another request, is "not found".
 */
export function createAttachmentsService(
  { database, now = () => new Date() }: ServiceDeps,
  checks: UploadChecks & { maxRequestBytes: number },
) {
  const repository = attachmentsRepository(database.db);
  const { db } = repository;
  const limits: AttachmentListReply['limits'] = {
    maxFileBytes: checks.maxFileBytes,
    maxRequestBytes: checks.maxRequestBytes,
    scanned: checks.scanner !== null,
  };

  async function ownFacts(actor: AttachmentActor, requestId: number) {
    const facts = await repository.facts(requestId);
    if (!facts || facts.ownerUserId !== actor.userId) throw attachmentNotFound();
    return facts;
  }

  /** Reads the stored bytes twice: once to compare their SHA-256 with the upload's, then to send them. */
  async function verifiedDownload(row: {
    storageKey: string;
    sha256: string;
    fileName: string;
    contentType: string;
    size: number;
  }): Promise<Download> {
    const hash = createHash('sha256');
    try {
      for await (const chunk of await checks.store.read(row.storageKey)) hash.update(chunk as Buffer);
    } catch {
      // Bytes gone (a store restored without them, a disk fault): the same refusal as altered bytes.
      throw attachmentRefused('integrity');
    }
    if (hash.digest('hex') !== row.sha256) throw attachmentRefused('integrity');
    return {
      stream: await checks.store.read(row.storageKey),
      fileName: row.fileName,
      contentType: row.contentType,
      size: row.size,
    };
  }

  return {
    limits,

    /** Someone else's request reads as "not found", before anything about the upload itself is said. */
    async checkOwner(actor: AttachmentActor, requestId: number): Promise<void> {
      await ownFacts(actor, requestId);
    },

    async list(actor: AttachmentActor, requestId: number) {
      await ownFacts(actor, requestId);
      return { attachments: await repository.list(requestId), limits };
    },

    async staffList(requestId: number) {
      if (!(await repository.facts(requestId))) throw attachmentNotFound();
      return { attachments: await repository.list(requestId, { handedInOnly: true }), limits };
    },

    async add(
      actor: AttachmentActor,
      requestId: number,
      file: { stream: Readable; name: string; bodyEnded?: Promise<void> },
    ): Promise<Attachment> {
      const fileName = sanitizeFileName(file.name);
      const before = await ownFacts(actor, requestId).catch((error: unknown) => {
        file.stream.resume();
        throw error;
      });
      if (!openStage(before, isoDateInRome(now()))) {
        file.stream.resume();
        throw attachmentRefused('not-changeable');
      }
      const stored = await storeUpload(file.stream, fileName, checks, now(), file.bodyEnded);
      try {
        return await db.transaction(async (tx) => {
          // Checked again on the locked row: the request may have been sent, or the term ended, meanwhile.
          const facts = await repository.lockFacts(tx, requestId);
          const stage =
            facts && facts.ownerUserId === actor.userId ? openStage(facts, isoDateInRome(now())) : null;
          if (!stage) throw attachmentRefused('not-changeable');
          const total = await repository.totalSize(tx, requestId);
          if (total + stored.size > checks.maxRequestBytes)
            throw attachmentRefused('request-too-large', { name: fileName, limit: checks.maxRequestBytes });
          return repository.insert(tx, {
            requestId,
            stage,
            fileName,
            ...storedFileColumns(stored),
            uploadedBy: actor.userId,
          });
        });
      } catch (error) {
        await checks.store.remove(stored.storageKey);
        throw error;
      }
    },

    /** Removes a document not handed in yet; its bytes go once the row is gone. */
    async remove(actor: AttachmentActor, requestId: number, attachmentId: number): Promise<void> {
      const storageKey = await db.transaction(async (tx) => {
        const facts = await repository.lockFacts(tx, requestId);
        if (!facts || facts.ownerUserId !== actor.userId) throw attachmentNotFound();
        const row = await repository.find(requestId, attachmentId);
        if (!row) throw attachmentNotFound();
        if (row.historyId !== null) throw attachmentRefused('handed-in');
        if (openStage(facts, isoDateInRome(now())) !== row.stage) throw attachmentRefused('not-changeable');
        await repository.remove(tx, attachmentId);
        return row.storageKey;
      });
      // Should this fail, the sweep removes the bytes no row names.
      await checks.store.remove(storageKey).catch(() => undefined);
    },

    async download(actor: AttachmentActor, requestId: number, attachmentId: number): Promise<Download> {
      await ownFacts(actor, requestId);
      const row = await repository.find(requestId, attachmentId);
      if (!row) throw attachmentNotFound();
      return verifiedDownload(row);
    },

    async staffDownload(requestId: number, attachmentId: number): Promise<Download> {
      const row = await repository.find(requestId, attachmentId);
      if (!row || row.historyId === null) throw attachmentNotFound();
      return verifiedDownload(row);
    },
  };
}

export type AttachmentsService = ReturnType<typeof createAttachmentsService>;
