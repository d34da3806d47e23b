import { ok } from './openapi-example-values.js';

// The OpenAPI examples of a request in the national SUAP system (issue 30), spread into EXAMPLES
// (openapi-examples.ts): an instance that reached the back office, with its receipt notified, and an audit waiting
// for the catalogue to answer again.

const CUI = {
  context: 'SUAP-058091',
  progressive: '00000012',
  date: '2025-03-01',
  uuid: '0f8e6d2c-4b1a-4c3e-9d7f-2a6b5c4d3e21',
};

const call = (callId: number, operation: string, purpose: string | null, sentAt: string) => ({
  callId,
  operation,
  purpose,
  message: null,
  status: 'sent',
  attempts: 1,
  createdAt: '2025-03-01T10:15:00.000Z',
  sentAt,
  nextAttemptAt: null,
  lastError: null,
});

export const SSU_EXAMPLES = {
  ssuStatus: {
    ...ok('SSU status'),
    ssu: {
      cui: CUI,
      receiptOn: '2025-03-01',
      calls: [
        call(31, 'request_cui', null, '2025-03-01T10:15:02.000Z'),
        call(32, 'send_instance', 'presented', '2025-03-01T10:15:05.000Z'),
        {
          ...call(33, 'audit', 'presented', '2025-03-01T10:15:07.000Z'),
          message: 'instance_to_1_sended',
        },
        {
          ...call(34, 'audit', 'receipt', '2025-03-01T10:15:07.000Z'),
          message: 'receipt_sended',
          status: 'pending',
          attempts: 2,
          sentAt: null,
          lastError:
            'https://catalogo-ssu.example.it/fo/audit answered 503 ERROR_503_001 (service unavailable)',
        },
        call(35, 'notify_receipt', null, '2025-03-01T10:15:09.000Z'),
      ],
    },
  },
  ssuCitizenStatus: { ...ok('SSU status'), ssu: { cui: CUI, receiptOn: '2025-03-01' } },
};
