import { isoDateInRome } from '@suap/shared';
import { z } from 'zod';
import { heldHash, simulatedDocumentPdf, type SimulatedDocumentContent } from './decision-document.js';
import {
  RETRANSMITTED_OPERATIONS,
  type RetransmittedOperation,
  type SimulatedInstance,
} from './simulator-state.js';

/** The notify events whose message (TransferOutcomeNotifyMessage, fo_to_bo.yaml) may name a document. */
export const TRANSFER_OUTCOME_EVENTS: readonly string[] = [
  'end_by_suspension_requested',
  'end_by_conformation_requested',
  'end_by_positive_outcome',
  'end_by_negative_outcome',
];

/** Whether the call carries a document, and whether the hash announced for it is the bytes' own. */
export const DOCUMENT_CHOICES = ['none', 'valid', 'damaged'] as const;
export type DocumentChoice = (typeof DOCUMENT_CHOICES)[number];

const documentChoice = z.enum(DOCUMENT_CHOICES).default('none');

export const ActionSchema = z.discriminatedUnion('operation', [
  z.object({
    operation: z.literal('request_integration'),
    text: z.string().trim().min(1).max(2000),
    document: documentChoice,
  }),
  z.object({ operation: z.literal('request_correction'), text: z.string().trim().min(1).max(2000) }),
  z.object({ operation: z.literal('notify'), event: z.string().min(1).max(60), document: documentChoice }),
  z.object({
    operation: z.literal('retry'),
    retried: z.enum(['send_instance', 'notify_receipt', 'cancel_instance']),
  }),
  z.object({ operation: z.literal('retransmit'), retried: z.enum(RETRANSMITTED_OPERATIONS) }),
]);
export type Action = z.infer<typeof ActionSchema>;

/** A refusal of the drive route itself, before anything is sent to the front office. */
export interface DriveRefusal {
  status: 400 | 404;
  error: { code: string; message: string; description: string };
}

interface DocumentReference {
  resource_id: string;
  hash: string;
  alg_hash: 'S256';
}

/** Where a call's documents go: the instance, and the bytes issued for it (resource_id → bytes). */
interface Issuing {
  instance: SimulatedInstance;
  documents: Map<string, Buffer>;
}

/** Makes a document and keeps its bytes, as the back office's store would, under a new resource id. */
async function issueDocument(
  { instance, documents }: Issuing,
  choice: Exclude<DocumentChoice, 'none'>,
  content: Omit<SimulatedDocumentContent, 'cui' | 'date'>,
): Promise<DocumentReference> {
  const prefix = content.kind === 'decision' ? 'decision' : 'integration-request';
  const number = [...documents.keys()].filter((id) => id.startsWith(`${prefix}-`)).length + 1;
  const resourceId = `${prefix}-${number}`;
  const bytes = await simulatedDocumentPdf({
    ...content,
    cui: instance.cui,
    date: isoDateInRome(new Date()),
  });
  documents.set(resourceId, bytes);
  if (choice === 'damaged') instance.damaged.push(resourceId);
  return { resource_id: resourceId, hash: heldHash(bytes, choice === 'damaged'), alg_hash: 'S256' };
}

/**
 * The e-service call a back-office operator's action is, in fo_to_bo.yaml's shapes, with its path; or why the
 * drive route refuses it. Documents are issued here, before the call, as the back office issues them before it
 * tells the front office where they are.
 */
export async function callOf(
  issuing: Issuing,
  action: Action,
): Promise<{ operation: string; body: Record<string, unknown> } | DriveRefusal> {
  const { instance } = issuing;
  // The version of the descriptor the back office holds: the front office checks it is the one it sent.
  const base = { cui: instance.cui, instance_descriptor_version: String(instance.descriptor.version) };
  const code = instance.descriptor.usecase_proceedings[0]!.code;
  const ref = instance.index[0]!.ref;
  switch (action.operation) {
    case 'request_integration': {
      const body: Record<string, unknown> = {
        ...base,
        integration_list: [{ code, ref, integration_request: [{ request: action.text }] }],
      };
      if (action.document !== 'none')
        body.integration_document_list = [
          await issueDocument(issuing, action.document, { kind: 'integration', text: action.text }),
        ];
      return { operation: action.operation, body };
    }
    case 'request_correction':
      return {
        operation: action.operation,
        body: {
          ...base,
          correction_list: [
            { code, ref, correction_requested: action.text, correction_request: action.text },
          ],
        },
      };
    case 'notify': {
      if (action.document === 'none')
        return { operation: action.operation, body: { ...base, event: action.event } };
      if (!TRANSFER_OUTCOME_EVENTS.includes(action.event))
        return {
          status: 400,
          error: {
            code: 'invalid',
            message: `document: only the events ${TRANSFER_OUTCOME_EVENTS.join(', ')} carry one`,
            description: 'document',
          },
        };
      const reference = await issueDocument(issuing, action.document, {
        kind: 'decision',
        text: action.event,
      });
      return { operation: action.operation, body: { ...base, event: action.event, ...reference } };
    }
    case 'retry':
      return { operation: action.operation, body: { cui: instance.cui, operation: action.retried } };
    case 'retransmit':
      return retransmission(issuing, action.retried);
  }
}

/**
 * Retry-001 from the back office's side: the last body of the operation again, its documents checked and
 * corrected (each hash recomputed from the bytes kept, and held as the document's hash from now on: no longer
 * damaged), under the same resource ids.
 */
function retransmission(
  { instance, documents }: Issuing,
  operation: RetransmittedOperation,
): { operation: string; body: Record<string, unknown> } | DriveRefusal {
  const last = instance.lastSent[operation];
  if (!last)
    return {
      status: 404,
      error: {
        code: 'not-found',
        message: `no ${operation} was sent for this instance`,
        description: 'retried',
      },
    };
  const corrected = <T extends { resource_id?: unknown; hash?: unknown }>(reference: T): T => {
    const id = reference.resource_id;
    const bytes = typeof id === 'string' ? documents.get(id) : undefined;
    if (!bytes) return reference;
    instance.damaged = instance.damaged.filter((damaged) => damaged !== id);
    return { ...reference, hash: heldHash(bytes, false) };
  };
  const body = structuredClone(last);
  if (operation === 'notify') return { operation, body: corrected(body) };
  const list = body.integration_document_list;
  if (Array.isArray(list))
    body.integration_document_list = list.map((item: { resource_id?: unknown; hash?: unknown }) =>
      corrected(item),
    );
  return { operation, body };
}
