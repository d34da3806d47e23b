import {
  addDaysToIsoDate,
  isDraftState,
  isoDateInRome,
  missingForSend,
  NO_REQUESTS_MESSAGE,
  RequestState,
  Role,
  STARTUP_SERVICE_TYPE_ID,
  type Language,
  type Request,
  type RequestDraftInput,
  type RequestListQuery,
  type RequestListReply,
  type RequestStateId,
  type RequestUpdateBody,
} from '@suap/shared';
import { pageInfo, pageWindow } from '../../lib/paging.js';
import { forbidden } from '../../lib/reply.js';
import { draftColumns, sendCheckable } from './request-changes.js';
import type { Actor } from './actor.js';
import { checkDraftInput, inputChecksPass } from './request-input-checks.js';
import { draftLimitReached } from './draft-limit.js';
import { toRequestView } from './request-view.js';
import { formatReferenceCode, referenceYear } from './reference-code.js';
import { fieldError, invalidFields, readOnly, requestNotFound, staleVersion } from './requests.errors.js';
import type { Executor } from '../../db/client.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { requestsRepository, type RequestViewRow } from './requests.repository.js';
import { msg } from '../../lib/messages/index.js';
import { appendHistory, decideTransition } from '../procedure/index.js';
import { notifyStep, ssuStep } from '../outbox/index.js';
import { handInAttachments } from '../attachments/index.js';

export type { Actor } from './actor.js';

/** The list query of the contract plus `includeDeleted` (requests.schemas.ts). */
export type ListQuery = RequestListQuery & { includeDeleted: boolean };

/** One page of the citizen's list: the reply without its fixed fields. */
export type OwnRequestPage = Omit<RequestListReply, 'code' | 'description' | 'sort' | 'filter'>;

/**
 * The citizen's requests (SPEC §4 state machine, §7 front-office calls). Every method starts with its access
 * check: a request of someone else is "not found", so its existence is never revealed.
 */
export function createRequestsService({ database, config, now = () => new Date() }: ServiceDeps) {
  const repository = requestsRepository(database.db);
  const { db } = repository;
  const draftStorageDays = config.DRAFT_STORAGE_DAYS;
  /** MAX_OPEN_DRAFTS_PER_CITIZEN: a creation beyond it answers 409 'draft-limit'. */
  const maxOpenDrafts = config.MAX_OPEN_DRAFTS_PER_CITIZEN;
  const expiryFromToday = () => addDaysToIsoDate(isoDateInRome(now()), draftStorageDays);

  async function ownView(actor: Actor, requestId: number, executor: Executor = db): Promise<RequestViewRow> {
    const row = await repository.findView(requestId, executor);
    if (!row || row.request.userId !== actor.userId) throw requestNotFound();
    return row;
  }

  /**
   * The citizen's own steps (send 1 → 3, delete 1 → 2) asked of the procedure's transition table and written to
   * the request's history, in the transaction of the change: a refusal rolls the change back and reads as the
   * request being read-only (the draft's version-checked UPDATE already guarantees it was still a draft).
   */
  async function recordStep(tx: Executor, actor: Actor, row: RequestViewRow, action: 'send' | 'delete') {
    const from = row.request.stateId as RequestStateId;
    const who = { userId: actor.userId, profileId: Role.FRONT_OFFICE };
    const decision = decideTransition(action, {
      stateId: from,
      ownerUserId: row.request.userId,
      assigneeUserId: null,
      termDueOn: null,
      today: isoDateInRome(now()),
      actor: who,
    });
    if (!decision.allowed) throw readOnly(row.state.descriptionEn.toLowerCase());
    const historyId = await appendHistory(tx, {
      requestId: row.request.requestId,
      action,
      fromStateId: from,
      toStateId: decision.to,
      actor: who,
    });
    // The draft's documents are handed in with it (issue 29).
    if (action === 'send')
      await handInAttachments(tx, { requestId: row.request.requestId, stage: 'application', historyId });
    // "Request received" goes out only if the send commits (issue 28).
    await notifyStep(tx, { requestId: row.request.requestId, action, fromStateId: from });
    // A sent request becomes an instance of the national SUAP system: its first call is written now (issue 30).
    await ssuStep(tx, { requestId: row.request.requestId, action, enabled: config.SSU_ENABLED });
  }

  function assertChangeable(row: RequestViewRow, version: number) {
    if (!isDraftState(row.request.stateId)) throw readOnly(row.state.descriptionEn.toLowerCase());
    if (row.request.version !== version) throw staleVersion(row.request.version);
  }

  async function viewOf(requestId: number, lang: Language): Promise<Request> {
    const row = await repository.findView(requestId);
    if (!row) throw requestNotFound();
    return toRequestView(row, lang);
  }

  return {
    async create(actor: Actor, input: RequestDraftInput, lang: Language): Promise<Request> {
      await checkDraftInput(repository, actor, input);
      const columns = draftColumns(input);
      const values = {
        ...columns,
        typeOfServiceId: STARTUP_SERVICE_TYPE_ID,
        stateId: RequestState.DRAFT,
        userId: actor.userId,
        version: 1,
        language: input.language ?? lang,
        draftExpiresOn: expiryFromToday(),
      };
      const requestId = await db.transaction(async (tx) => {
        // Counted under the owner's row lock: two creations at once cannot both see room for one more.
        await repository.lockOwner(tx, actor.userId);
        if ((await repository.countOpenDrafts(tx, actor.userId)) >= maxOpenDrafts) {
          throw draftLimitReached(maxOpenDrafts, lang);
        }
        // search_text is the database's (migration 0010): its triggers fill it from the row and its relations.
        const id = await repository.insert(tx, values);
        await repository.audit(tx, { actorUserId: actor.userId, action: 'request.create', requestId: id });
        return id;
      });
      return viewOf(requestId, lang);
    },

    async get(actor: Actor, requestId: number, lang: Language): Promise<Request> {
      return toRequestView(await ownView(actor, requestId), lang);
    },

    /** Saves a draft, or sends it (action 'send'): state 3, sentRequestDate and a new reference code. */
    async update(actor: Actor, requestId: number, body: RequestUpdateBody, lang: Language): Promise<Request> {
      const { version, action, requestId: _bodyId, ...input } = body;
      if (action === 'save' && inputChecksPass(actor, input)) {
        const saved = await repository.saveDraft({
          requestId,
          ownerUserId: actor.userId,
          version,
          columns: draftColumns(input),
          draftExpiresOn: expiryFromToday(),
        });
        if (saved) return toRequestView(saved, lang);
        // Something did not hold (not found, not a draft, another version, a SUAP or initiative refused): the
        // steps below read the request and the records it names, and answer why.
      }
      const current = await ownView(actor, requestId);
      assertChangeable(current, version);
      await checkDraftInput(repository, actor, input);
      const columns = draftColumns(input);
      const merged = { ...current.request, ...columns } as RequestViewRow['request'];
      const sending = action === 'send';
      if (sending) {
        const missing = missingForSend(sendCheckable(merged));
        if (missing.length > 0) {
          throw invalidFields(
            missing.map((path) => fieldError(path, 'required', 'required')),
            { missing },
          );
        }
      }

      await db.transaction(async (tx) => {
        const changed = await repository.updateDraftIfVersion(
          tx,
          requestId,
          version,
          {
            ...columns,
            ...(sending
              ? { stateId: RequestState.SENT, draftExpiresOn: null }
              : { draftExpiresOn: expiryFromToday() }),
          },
          { sending },
        );
        if (!changed) {
          // Someone else saved, sent or deleted it between our read and our write: tell which.
          const latest = await ownView(actor, requestId, tx);
          assertChangeable(latest, version);
          throw staleVersion(latest.request.version);
        }
        if (sending) {
          await recordStep(tx, actor, current, 'send');
          const year = referenceYear(now());
          const referenceCode = formatReferenceCode(year, await repository.nextReferenceNumber(tx, year));
          await repository.setReferenceCode(tx, requestId, referenceCode);
          await repository.audit(tx, {
            actorUserId: actor.userId,
            action: 'request.send',
            requestId,
            details: { referenceCode },
          });
        }
      });
      return viewOf(requestId, lang);
    },

    /** Deletes a draft: it stays in the database in state 2 (deleted), as SPEC §4 shows deleted requests. */
    async remove(actor: Actor, requestId: number, version: number): Promise<void> {
      const current = await ownView(actor, requestId);
      assertChangeable(current, version);
      await db.transaction(async (tx) => {
        const changed = await repository.updateDraftIfVersion(tx, requestId, version, {
          stateId: RequestState.DELETED,
          draftExpiresOn: null,
        });
        if (!changed) {
          const latest = await ownView(actor, requestId, tx);
          assertChangeable(latest, version);
          throw staleVersion(latest.request.version);
        }
        await recordStep(tx, actor, current, 'delete');
        await repository.audit(tx, { actorUserId: actor.userId, action: 'request.delete', requestId });
      });
    },

    /**
     * One page of the caller's requests, newest first (one state: most recently changed first). Without a
     * userId the list is empty with 'No Requests' (SPEC §8); someone else's userId is 403. Deleted requests are
     * included (the private area shows their badge) unless includeDeleted is false.
     */
    async list(actor: Actor, query: ListQuery, lang: Language): Promise<OwnRequestPage> {
      const { page, size } = query;
      const none = {
        message: NO_REQUESTS_MESSAGE,
        requestList: [],
        page,
        size,
        totalPages: 0,
        totalResults: 0,
      };
      if (query.userId === undefined) return none;
      if (query.userId !== actor.userId) throw forbidden(msg('requests.own-list'));
      const { rows, total } = await repository.listOwnViews({
        userId: actor.userId,
        typeOfServiceId: query.typeOfServiceId,
        stateId: query.stateOfRequestId,
        includeDeleted: query.includeDeleted,
        ...pageWindow(page, size),
      });
      if (total === 0) return none;
      return {
        // 'OK' whenever the citizen has requests, also on a page past the last one (it shows the totals).
        message: 'OK',
        requestList: rows.map((row) => toRequestView(row, lang)),
        ...pageInfo(page, size, total),
      };
    },

    /** The request for its PDF recap, in the request's own language. */
    async forRecap(actor: Actor, requestId: number): Promise<Request> {
      const row = await ownView(actor, requestId);
      return toRequestView(row, row.request.language === 'en' ? 'en' : 'it');
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
