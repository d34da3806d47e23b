import type { SsuCall, SsuCui, SsuStatus } from '@suap/shared';
import { ok, type Reply } from '../../../../test/api-mock';

// Request 9 in the national SUAP system as the server would answer it, for the SSU section's tests.

export const SSU_PATH = '/api/suap/v1/backoffice/ssu/9';

export const CUI: SsuCui = {
  context: 'SUAP-058091',
  progressive: '00000012',
  date: '2025-03-02',
  uuid: '0f8e6d2c-4b1a-4c3e-9d7f-2a6b5c4d3e21',
};

export const ssuCall = (overrides: Partial<SsuCall> = {}): SsuCall => ({
  callId: 1,
  operation: 'request_cui',
  purpose: null,
  message: null,
  status: 'sent',
  attempts: 1,
  createdAt: '2025-03-02T09:15:00.000Z',
  sentAt: '2025-03-02T09:15:04.000Z',
  nextAttemptAt: null,
  lastError: null,
  ...overrides,
});

/** The five calls of a request sent: CUI, instance to the back office, its two audits, the receipt notified. */
export const FIVE_SENT: SsuCall[] = [
  ssuCall(),
  ssuCall({
    callId: 2,
    operation: 'send_instance',
    purpose: 'presented',
    sentAt: '2025-03-02T09:15:09.000Z',
  }),
  ssuCall({
    callId: 3,
    operation: 'audit',
    purpose: 'presented',
    message: 'instance_to_1_sended',
    sentAt: '2025-03-02T09:15:14.000Z',
  }),
  ssuCall({
    callId: 4,
    operation: 'audit',
    purpose: 'receipt',
    message: 'receipt_sended',
    sentAt: '2025-03-02T09:15:14.000Z',
  }),
  ssuCall({ callId: 5, operation: 'notify_receipt', sentAt: '2025-03-02T09:15:19.000Z' }),
];

/** The first call waiting after two failed attempts: no CUI yet. */
export const WAITING_CUI: SsuCall = ssuCall({
  status: 'pending',
  attempts: 2,
  sentAt: null,
  nextAttemptAt: '2025-03-02T10:35:00.000Z',
  lastError: 'https://catalogo.example.it/fo/request_cui answered 503 ERROR_503_001 (unavailable)',
});

/** The first call given up: no CUI, ever, until someone acts. */
export const FAILED_CUI: SsuCall = ssuCall({
  status: 'failed',
  attempts: 12,
  sentAt: null,
  lastError: '12 attempts, the last: https://catalogo.example.it/fo/request_cui answered 503 ERROR_503_001',
});

export const ssuStatus = (overrides: Partial<SsuStatus> = {}): SsuStatus => ({
  cui: CUI,
  receiptOn: '2025-03-02',
  calls: FIVE_SENT,
  ...overrides,
});

export const ssuReply = (ssu: SsuStatus): Reply => ok({ code: 200, message: 'OK', description: '', ssu });
