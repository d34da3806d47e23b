import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { Attachment, AttachmentListReply, Signature } from '@suap/shared';
import { ok, okReply, type Reply } from './api-mock';

// Documents of a request (issue 29) as the server lists them, and a stand-in for XMLHttpRequest, which the
// upload uses (fetch reports no upload progress) and jsdom would send to no server.

export const LIMITS: AttachmentListReply['limits'] = {
  maxFileBytes: 20 * 1024 * 1024,
  maxRequestBytes: 100 * 1024 * 1024,
  scanned: true,
};

export const signature = (overrides: Partial<Signature> = {}): Signature => ({
  status: 'valid',
  signerName: 'Mario Rossi',
  signerFiscalCode: 'RSSMRA80A01H501U',
  signingTime: '2025-03-02T09:15:00.000Z',
  certificateValidAtSigning: true,
  problem: null,
  ...overrides,
});

/** planimetria.pdf, 1.5 MB, unsigned, scanned clean, added to the draft on 02/03/2025 10:00 (Italian time). */
export const attachment = (overrides: Partial<Attachment> = {}): Attachment => ({
  attachmentId: 1,
  fileName: 'planimetria.pdf',
  contentType: 'application/pdf',
  size: 1536 * 1024,
  sha256: 'a'.repeat(64),
  stage: 'application',
  historyId: null,
  uploadedAt: '2025-03-02T09:00:00.000Z',
  signatureFormat: 'none',
  signatures: [],
  scan: 'clean',
  ...overrides,
});

export const attachmentsReply = (
  attachments: Attachment[],
  limits: Partial<AttachmentListReply['limits']> = {},
): Reply => ok(okReply({ attachments, limits: { ...LIMITS, ...limits } }));

/** A refusal as the server words it: the envelope, its reason and the error on the `file` field. */
export const refusal = (status: number, reason: string, description: string): Reply => ({
  status,
  body: {
    code: status,
    message: 'Refused',
    description,
    reason,
    errors: [{ field: 'file', rule: reason, message: description }],
  },
});

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** One upload as the page sent it, which the test moves on: progress, then the server's answer. */
export interface FakeUpload {
  method: string;
  url: URL;
  headers: Record<string, string>;
  file: File;
  /** The browser reports `loaded` of the file's bytes sent. */
  progress: (loaded: number) => void;
  respond: (reply: Reply) => void;
}

/** Replaces XMLHttpRequest; each upload the page starts is added to the list returned, in order. */
export function stubUploads(): FakeUpload[] {
  const uploads: FakeUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    private listeners = new Map<string, Array<() => void>>();
    private progressListeners: Listener[] = [];
    upload = {
      addEventListener: (_type: string, listener: Listener) => this.progressListeners.push(listener),
    };
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    private emit(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener();
    }
    abort() {
      this.emit('abort');
    }
    send(body: FormData) {
      const file = body.get('file') as File;
      uploads.push({
        method: this.method,
        url: new URL(this.url, 'http://localhost'),
        headers: this.headers,
        file,
        progress: (loaded) =>
          act(() => {
            for (const listener of this.progressListeners)
              listener({ lengthComputable: true, loaded, total: file.size });
          }),
        respond: (reply) =>
          act(() => {
            this.status = reply.status ?? 200;
            this.responseText = JSON.stringify(reply.body);
            this.emit('load');
          }),
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}

/** A file of `size` bytes (jsdom's File keeps what it is given). */
export const fileOf = (name: string, size: number, type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });
