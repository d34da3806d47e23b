import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@suap/shared';
import { uploadAttachment, uploadRefusalText } from '../../lib/api/attachment-upload';
import { useLanguage } from '../../lib/use-language';
import { sizeText } from './attachment-text';

export type UploadState = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  file: File;
  state: UploadState;
  /** 0 to 100, as the browser reports the bytes sent. */
  percent: number;
  /** Why the file was refused, in the page's language (the server's own words when it answered). */
  error: string | null;
}

interface UploadQueueOptions {
  requestId: number;
  /** The largest file the server takes (limits.maxFileBytes): a larger one is refused before it travels. */
  maxFileBytes: number;
  onUploaded: (attachment: Attachment) => void;
}

let nextKey = 0;

/**
 * The files chosen (or dropped), sent one at a time, in the order chosen: one request per file, so each has
 * its own progress and its own answer, and a refused file does not stop the others. Choosing files again
 * starts a new batch: what the last one left (refused files) is cleared. `finished` counts the batches that
 * ended, so the form can announce each outcome and move focus once.
 */
export function useUploadQueue({ requestId, maxFileBytes, onUploaded }: UploadQueueOptions) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [finished, setFinished] = useState({ batches: 0, added: 0, failed: 0 });
  // Whether a batch is under way: set when files are chosen, cleared once its outcome is out.
  const open = useRef(false);
  const running = useRef<AbortController | null>(null);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });

  // A page left mid-upload stops sending: nothing would show the outcome.
  useEffect(() => () => running.current?.abort(), []);

  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      // A file the server would refuse for its size is refused here, before it travels.
      const localError = (file: File) => {
        if (file.size === 0) return t('attachments.upload.empty', { name: file.name });
        if (file.size > maxFileBytes)
          return t('attachments.upload.too-large', { name: file.name, limit: sizeText(maxFileBytes, lang) });
        return null;
      };
      const added = files.map((file): UploadItem => {
        const error = localError(file);
        nextKey += 1;
        return { key: `upload-${nextKey}`, file, state: error ? 'failed' : 'waiting', percent: 0, error };
      });
      // Files chosen while others still travel join their batch; otherwise the last batch's refusals go.
      const joining = open.current;
      open.current = true;
      setItems((current) => [...(joining ? current : []), ...added]);
    },
    [t, lang, maxFileBytes],
  );

  const update = useCallback(
    (key: string, change: Partial<UploadItem>) =>
      setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );

  const next = items.find((item) => item.state === 'waiting');
  const active = items.some((item) => item.state === 'uploading');

  useEffect(() => {
    if (active || !open.current) return;
    if (!next) {
      // The batch ended: the files that made it are in the list of documents now, only refusals stay here.
      open.current = false;
      const added = items.filter((item) => item.state === 'done').length;
      const failed = items.filter((item) => item.state === 'failed').length;
      setItems((current) => current.filter((item) => item.state === 'failed'));
      setFinished((count) => ({ batches: count.batches + 1, added, failed }));
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    update(next.key, { state: 'uploading' });
    uploadAttachment({
      requestId,
      file: next.file,
      lang,
      signal: controller.signal,
      onProgress: (fraction) => update(next.key, { percent: Math.round(fraction * 100) }),
    }).then(
      ({ attachment }) => {
        uploaded.current(attachment);
        update(next.key, { state: 'done', percent: 100 });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const text = uploadRefusalText(error) ?? t('attachments.upload.failed', { name: next.file.name });
        update(next.key, { state: 'failed', error: text });
      },
    );
  }, [items, next, active, requestId, lang, t, update]);

  const busy = active || next !== undefined;
  return { items, add, busy, finished };
}
