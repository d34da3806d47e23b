import {
  apiPaths,
  RequestIdParamsSchema,
  SsuCitizenStatusReplySchema,
  SsuStatusReplySchema,
  type SsuCall,
  type SsuCallPurpose,
  type SsuCui,
  type SsuStatus,
} from '@suap/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.js';
import { requests, ssuInstances } from '../../db/schema.js';
import { msg } from '../../lib/messages/index.js';
import { notFound, ok, StatusReplySchema } from '../../lib/reply.js';
import { LangQuerySchema } from '../../lib/reply-schemas.js';
import { currentUserOf } from '../../plugins/authorize.js';
import { listSsuCalls, type SsuCallView } from '../outbox/index.js';

// The audit messages the portal writes (calls/perform-call.ts) and the retries the catalogue also accepts, by
// what they tell it; <BO> is the back office's code.
const AUDIT_PURPOSES: [RegExp, SsuCallPurpose][] = [
  [/^receipt_sended$/, 'receipt'],
  [/^instance_to_[^_]+_sended$/, 'presented'],
  [/^instance_integrated_to_[^_]+_sended$/, 'integrated'],
  [/^corrected_instance_to_[^_]+_sended$/, 'corrected'],
  [/^submitter_cancel_requested$/, 'withdrawal'],
  [/^retry_requested_for_/, 'retry'],
];

function purposeOf({ operation, payload }: SsuCallView): SsuCallPurpose | null {
  if (operation === 'send_instance') return payload.reason ?? 'presented';
  if (operation === 'fetch_document' || operation === 'retry') return payload.operation ?? null;
  if (operation !== 'audit' || !payload.message) return null;
  const message = payload.message;
  return AUDIT_PURPOSES.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

const toCall = (call: SsuCallView): SsuCall => ({
  callId: call.callId,
  operation: call.operation,
  purpose: purposeOf(call),
  message:
    call.operation === 'audit'
      ? (call.payload.message ?? null)
      : call.operation === 'retry'
        ? (call.payload.error?.code ?? null)
        : null,
  status: call.status,
  attempts: call.attempts,
  createdAt: call.createdAt,
  sentAt: call.sentAt,
  nextAttemptAt: call.nextAttemptAt,
  lastError: call.lastError,
});

/** The CUI as the catalogue returned it (cui-schema), read either way AgID spells the progressive. */
function toCui(stored: unknown): SsuCui | null {
  if (!stored || typeof stored !== 'object') return null;
  const cui = stored as Partial<Record<'context' | 'data' | 'progressive' | 'progressivo' | 'uuid', string>>;
  const progressive = cui.progressive ?? cui.progressivo;
  if (!cui.context || !cui.data || !progressive || !cui.uuid) return null;
  return { context: cui.context, progressive, date: cui.data, uuid: cui.uuid };
}

/** A request's CUI and receipt day; empty for one the SSU never saw (the plugin off, or not sent yet). */
async function readInstance(executor: Executor, requestId: number) {
  const [row] = await executor
    .select({ cui: ssuInstances.cui, receiptOn: ssuInstances.receiptOn })
    .from(ssuInstances)
    .where(eq(ssuInstances.requestId, requestId));
  return { cui: toCui(row?.cui), receiptOn: row?.receiptOn ?? null };
}

/** Whose the request is; undefined when there is no such request. */
async function ownerOf(executor: Executor, requestId: number): Promise<number | undefined> {
  const [row] = await executor
    .select({ userId: requests.userId })
    .from(requests)
    .where(eq(requests.requestId, requestId));
  return row?.userId;
}

/**
 * A request in the national SUAP system (issue 30). Staff, every back-office profile as for the messages to the
 * applicant, see its CUI, the receipt's day and each call the portal made or owes, with its errors: they can tell
 * whether the back office has the instance. The applicant sees only the CUI and the receipt's day; another
 * person's request is "not found", so its existence is never revealed. The routes only read the tables, so with
 * SSU_ENABLED=false a request the SSU never saw answers an empty status, not 404: the request exists.
 */
const ssuStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    apiPaths.backOffice.ssu,
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['back office'],
        summary:
          'The request in the national SUAP system: its CUI, the receipt’s day and the calls, oldest first',
        params: RequestIdParamsSchema,
        querystring: LangQuerySchema,
        response: {
          200: SsuStatusReplySchema,
          401: StatusReplySchema,
          403: StatusReplySchema,
          404: StatusReplySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      if ((await ownerOf(db, id)) === undefined) throw notFound(msg('request.not-found'));
      const ssu: SsuStatus = {
        ...(await readInstance(db, id)),
        calls: (await listSsuCalls(db, id)).map(toCall),
      };
      return { ...ok('SSU status'), ssu };
    },
  );

  app.get(
    apiPaths.requests.ssu,
    {
      config: { access: 'frontOffice' },
      schema: {
        tags: ['requests'],
        summary:
          'The CUI of one of the citizen’s own requests in the national SUAP system, and the receipt’s day',
        params: RequestIdParamsSchema,
        querystring: LangQuerySchema,
        response: {
          200: SsuCitizenStatusReplySchema,
          401: StatusReplySchema,
          403: StatusReplySchema,
          404: StatusReplySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      if ((await ownerOf(db, id)) !== currentUserOf(request).userId) throw notFound(msg('request.not-found'));
      return { ...ok('SSU status'), ssu: await readInstance(db, id) };
    },
  );
};

export default ssuStatusRoutes;
