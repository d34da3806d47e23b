import {
  addDaysToIsoDate,
  formatDate,
  isDraftState,
  isoDateInRome,
  totalPagesFor,
  type BackOfficeRequestListQuery,
  type BackOfficeRequestListReply,
  type Language,
  type Request,
} from '@suap/shared';
import { ApiError, conflict, notFound } from '../../lib/reply.js';
import { toRequestView } from '../requests/request-view.js';
import type { BackOfficeRepository } from './backoffice.repository.js';
import { listedStates, minimiseForStaff, wasSent } from './request-visibility.js';

export interface BackOfficeServiceDeps {
  repository: BackOfficeRepository;
  /** DRAFT_STORAGE_DAYS: also the furthest a deletion day may be moved, counted from today. */
  draftStorageDays: number;
  /** Today's date; injectable so tests can pin it. */
  now?: () => Date;
}

const say = (lang: Language, it: string, en: string) => (lang === 'en' ? en : it);

/**
 * Back-office reading of requests and the draft storage limit. The routes guarantee a back-office profile
 * (config.access 'backOffice'); the visibility rule of request-visibility.ts is applied here, on every reply.
 */
export class BackOfficeService {
  constructor(private readonly deps: BackOfficeServiceDeps) {}

  async list(query: BackOfficeRequestListQuery, lang: Language): Promise<BackOfficeRequestListReply> {
    const { rows, totalResults, totalIsLowerBound } = await this.deps.repository.list({
      states: listedStates(query.stateOfRequestId),
      filter: query.filter,
      sort: query.sort,
      lang,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return {
      code: 200,
      message: 'OK',
      description: totalIsLowerBound
        ? say(lang, `Oltre ${totalResults} richieste trovate`, `More than ${totalResults} requests found`)
        : say(lang, `${totalResults} richieste trovate`, `${totalResults} requests found`),
      page: query.page,
      size: query.size,
      totalResults,
      totalPages: totalPagesFor(totalResults, query.size),
      totalIsLowerBound,
      sort: query.sort,
      filter: query.filter ?? null,
      requestList: rows.map((row) => minimiseForStaff(toRequestView(row, lang))),
    };
  }

  async get(requestId: number, lang: Language): Promise<Request> {
    const row = await this.deps.repository.findView(requestId);
    if (!row)
      throw notFound(
        say(lang, `La richiesta ${requestId} non esiste`, `Request ${requestId} does not exist`),
      );
    return minimiseForStaff(toRequestView(row, lang));
  }

  /** The request a recap may be made of: only one the citizen sent (a draft's content is not for staff). */
  async getForRecap(requestId: number, lang: Language): Promise<Request> {
    const request = await this.get(requestId, lang);
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
  maxDraftExpiresOn(): string {
    return addDaysToIsoDate(isoDateInRome(this.now()), this.deps.draftStorageDays);
  }

  async updateDraftStorageLimit(
    actorUserId: number,
    requestId: number,
    draftExpiresOn: string,
    lang: Language,
  ): Promise<Request> {
    const max = this.maxDraftExpiresOn();
    if (draftExpiresOn > max) {
      const message = say(
        lang,
        `La data di eliminazione non può superare il ${formatDate(max)} (${this.deps.draftStorageDays} giorni da oggi)`,
        `The deletion date cannot be after ${formatDate(max)} (${this.deps.draftStorageDays} days from today)`,
      );
      throw new ApiError(400, 'Bad Request', message, {
        errors: [{ field: 'body.draftExpiresOn', rule: 'max', message }],
      });
    }
    const current = await this.get(requestId, lang);
    const notDraft = () =>
      conflict(
        say(
          lang,
          `Solo una bozza ha una data di eliminazione: la richiesta ${requestId} è nello stato «${current.stateOfRequest.descriptionIt}»`,
          `Only a draft has a deletion date: request ${requestId} is ${current.stateOfRequest.descriptionEn.toLowerCase()}`,
        ),
      );
    if (!isDraftState(current.stateOfRequest.stateOfRequestId)) throw notDraft();
    // The citizen may send or delete it in between: the repository re-checks the state under a row lock.
    const updated = await this.deps.repository.setDraftExpiry(requestId, draftExpiresOn, actorUserId);
    if (!updated) throw notDraft();
    return this.get(requestId, lang);
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}
