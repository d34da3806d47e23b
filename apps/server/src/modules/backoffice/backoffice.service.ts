import {
  addDaysToIsoDate,
  formatDate,
  isoDateInRome,
  type BackOfficeRequestListQuery,
  type BackOfficeRequestListReply,
  type Language,
  type Request,
} from '@suap/shared';
import { pageInfo, pageWindow } from '../../lib/paging.js';
import { ApiError, conflict, notFound } from '../../lib/reply.js';
import { toRequestView } from '../requests/index.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { backOfficeRepository } from './backoffice.repository.js';
import { listedStates, minimiseForStaff, wasSent } from './request-visibility.js';

const say = (lang: Language, it: string, en: string) => (lang === 'en' ? en : it);

/**
 * Back-office reading of requests and the draft storage limit. The routes guarantee a back-office profile
 * (config.access 'backOffice'); the visibility rule of request-visibility.ts is applied here, on every reply.
 */
export function createBackOfficeService({ database, config, now = () => new Date() }: ServiceDeps) {
  const repository = backOfficeRepository(database);
  /** DRAFT_STORAGE_DAYS: also the furthest a deletion day may be moved, counted from today. */
  const draftStorageDays = config.DRAFT_STORAGE_DAYS;

  /** `callerId`: the member of staff asking, whose own requests `assignedToMe` keeps. */
  async function list(
    query: BackOfficeRequestListQuery,
    lang: Language,
    callerId: number,
  ): Promise<BackOfficeRequestListReply> {
    const { rows, totalResults, totalIsLowerBound } = await repository.list({
      states: listedStates(query.stateOfRequestId),
      filter: query.filter,
      assignee: query.assignedToMe ? callerId : undefined,
      sort: query.sort,
      lang,
      ...pageWindow(query.page, query.size),
    });
    return {
      code: 200,
      message: 'OK',
      description: totalIsLowerBound
        ? say(lang, `Oltre ${totalResults} richieste trovate`, `More than ${totalResults} requests found`)
        : say(lang, `${totalResults} richieste trovate`, `${totalResults} requests found`),
      ...pageInfo(query.page, query.size, totalResults),
      totalIsLowerBound,
      sort: query.sort,
      filter: query.filter ?? null,
      requestList: rows,
    };
  }

  async function get(requestId: number, lang: Language): Promise<Request> {
    const row = await repository.findView(requestId);
    if (!row)
      throw notFound(
        say(lang, `La richiesta ${requestId} non esiste`, `Request ${requestId} does not exist`),
      );
    return minimiseForStaff(toRequestView(row, lang));
  }

  /** The request a recap may be made of: only one the citizen sent (a draft's content is not for staff). */
  async function getForRecap(requestId: number, lang: Language): Promise<Request> {
    const request = await get(requestId, lang);
    if (!wasSent(request.stateOfRequest.stateOfRequestId)) {
      throw conflict(
        say(
          lang,
          `La richiesta ${requestId} non è stata inviata: il riepilogo PDF esiste solo per le richieste inviate`,
          `Request ${requestId} was never sent: a PDF recap exists only for sent requests`,
        ),
      );
    }
    return request;
  }

  /** Furthest deletion day staff may set: one storage period from today. */
  function maxDraftExpiresOn(): string {
    return addDaysToIsoDate(isoDateInRome(now()), draftStorageDays);
  }

  async function updateDraftStorageLimit(
    actorUserId: number,
    requestId: number,
    draftExpiresOn: string,
    lang: Language,
  ): Promise<Request> {
    const max = maxDraftExpiresOn();
    if (draftExpiresOn > max) {
      const message = say(
        lang,
        `La data di eliminazione non può superare il ${formatDate(max)} (${draftStorageDays} giorni da oggi)`,
        `The deletion date cannot be after ${formatDate(max)} (${draftStorageDays} days from today)`,
      );
      throw new ApiError(400, 'Bad Request', message, {
        errors: [{ field: 'body.draftExpiresOn', rule: 'max', message }],
      });
    }
    // Locked, changed and audited in one statement, which finds nothing unless the request is still a draft.
    const moved = await repository.moveDraftExpiry({ requestId, draftExpiresOn, actorUserId });
    if (moved) return minimiseForStaff(toRequestView(moved, lang));
    const current = await get(requestId, lang);
    throw conflict(
      say(
        lang,
        `Solo una bozza ha una data di eliminazione: la richiesta ${requestId} è nello stato «${current.stateOfRequest.descriptionIt}»`,
        `Only a draft has a deletion date: request ${requestId} is ${current.stateOfRequest.descriptionEn.toLowerCase()}`,
      ),
    );
  }

  return { list, get, getForRecap, maxDraftExpiresOn, updateDraftStorageLimit };
}

export type BackOfficeService = ReturnType<typeof createBackOfficeService>;
