import {
  formatDate,
  formatDateTime,
  RequestState,
  type HistoryEntry,
  type Language,
  type Request,
} from '@suap/shared';
import {
  fill,
  historySection,
  type PdfEntry,
  type RequestHistory,
  type SectionsDocument,
} from '../recap-pdf/index.js';
import { DECISION_LABELS } from './decision-labels.js';

/** The states a decision document exists for. */
export const DECIDED_STATES: readonly number[] = [RequestState.ACCEPTED, RequestState.REJECTED];

export const isDecided = (stateId: number) => DECIDED_STATES.includes(stateId);

const blank = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value.trim() === '';

const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last].filter((part) => !blank(part)).join(' ');

/** The steps the decision rests on, read from the history (oldest first). */
export interface DecisionSteps {
  /** The last accept or reject: its message is the decision's reason, its assessment the observations' one. */
  decision: HistoryEntry | undefined;
  /** Before a refusal: the last 10-bis notice, and the citizen's observations on it, if any. */
  notice: HistoryEntry | undefined;
  observations: HistoryEntry | undefined;
}

export function decisionSteps(entries: readonly HistoryEntry[]): DecisionSteps {
  const lastIndex = (actions: string[], before = entries.length) => {
    for (let index = before - 1; index >= 0; index -= 1)
      if (actions.includes(entries[index]!.action)) return index;
    return -1;
  };
  const decisionAt = lastIndex(['accept', 'reject']);
  const decision = decisionAt >= 0 ? entries[decisionAt] : undefined;
  if (decision?.action !== 'reject') return { decision, notice: undefined, observations: undefined };
  const noticeAt = lastIndex(['startRefusal'], decisionAt);
  const observationsAt = lastIndex(['submitObservations'], decisionAt);
  return {
    decision,
    notice: noticeAt >= 0 ? entries[noticeAt] : undefined,
    observations: observationsAt > noticeAt ? entries[observationsAt] : undefined,
  };
}

/** Who decided, for the law's "responsible for the procedure": the request's operator, else the decision's actor. */
function responsibleName(request: Request, decision: HistoryEntry | undefined): string {
  const operator = request.responsibleOperator;
  if (operator) return fullName(operator.firstName, operator.lastName);
  if (decision?.actor.kind === 'staff') return fullName(decision.actor.firstName, decision.actor.lastName);
  return '';
}

/** The reasons section: the decision's, and for a refusal the notice, the observations and their assessment. */
function reasonEntries(steps: DecisionSteps, lang: Language): PdfEntry[] {
  const t = DECISION_LABELS[lang];
  const or = (value: string | null | undefined) => (blank(value) ? t.notRecorded : value);
  const entries: PdfEntry[] = [{ label: t.fields.decisionReason, value: or(steps.decision?.message) }];
  if (steps.decision?.action !== 'reject') return entries;
  const { notice, observations } = steps;
  if (notice) {
    entries.push({
      label: t.fields.notice,
      value: fill(t.notice, {
        sentOn: formatDate(notice.at),
        dueOn: notice.dueOn ? formatDate(notice.dueOn) : t.notRecorded,
        reasons: or(notice.message),
      }),
    });
  }
  entries.push({
    label: t.fields.observations,
    value: observations
      ? fill(t.observationsGiven, { date: formatDate(observations.at), text: or(observations.message) })
      : t.noObservations,
  });
  if (observations) entries.push({ label: t.fields.assessment, value: or(steps.decision.assessment) });
  return entries;
}

export interface DecisionContent extends SectionsDocument {
  lang: Language;
}

/**
 * The words of the decision document of an accepted or rejected request, in the request's language: what was
 * asked and by whom, the outcome, when and by whom it was decided, why, and the whole history.
 */
export function decisionContent(
  request: Request,
  history: RequestHistory,
  generatedAt: Date = new Date(),
): DecisionContent {
  const lang = request.language;
  const t = DECISION_LABELS[lang];
  const en = lang === 'en';
  const shown = (value: string | null | undefined) => (blank(value) ? t.notProvided : value);
  const steps = decisionSteps(history.entries);
  const person = request.personalData;
  const initiative = request.iniziative;
  const identifier = request.referenceCode ?? '';
  const stateId = request.stateOfRequest.stateOfRequestId;

  const summary: PdfEntry[] = [
    { label: t.fields.referenceCode, value: shown(request.referenceCode) },
    {
      label: t.fields.typeOfService,
      value: en ? request.typeOfService.nameEn : request.typeOfService.nameIt,
    },
    { label: t.fields.outcome, value: stateId === RequestState.ACCEPTED ? t.outcomes[4] : t.outcomes[5] },
    { label: t.fields.sentOn, value: shown(formatDate(request.sentRequestDate)) },
    { label: t.fields.decidedOn, value: formatDate(steps.decision?.at ?? request.updatedOn) },
    {
      label: t.fields.responsibleOperator,
      value: responsibleName(request, steps.decision) || t.notRecorded,
    },
    {
      label: t.fields.applicant,
      value: fill(t.applicant, {
        name: shown(fullName(person?.firstName, person?.lastName)),
        fiscalCode: shown(person?.fiscalCode),
      }),
    },
  ];
  if (person?.legalRepresentative) {
    summary.push({
      label: t.fields.company,
      value: fill(t.company, { name: shown(person.companyName), vat: shown(request.partitaIva) }),
    });
  }
  summary.push(
    {
      label: t.fields.suap,
      value: request.suap
        ? fill(t.suap, { name: request.suap.name, pec: shown(request.suap.pec) })
        : t.notProvided,
    },
    {
      label: t.fields.initiative,
      value: initiative
        ? `${initiative.code} – ${en ? initiative.descriptionEn : initiative.descriptionIt}`
        : t.notProvided,
    },
  );

  const historyShown = historySection(history, lang);
  return {
    lang,
    locale: t.locale,
    portal: t.portal,
    title: t.title,
    subject: t.subject,
    identifier,
    runningHeader: `${t.title} ${identifier} – ${t.portal}`,
    pageOf: (page, pages) => fill(t.pageOf, { page: String(page), pages: String(pages) }),
    sections: [
      { heading: t.sections.decision, entries: summary },
      { heading: t.sections.reasons, entries: reasonEntries(steps, lang) },
      ...(historyShown ? [historyShown] : []),
    ],
    closing: [t.remedies, t.declaration],
    generatedOn: `${t.generatedOn} ${formatDateTime(generatedAt.toISOString())}`,
  };
}

/**
 * The download name, in the request's language: provvedimento-SUAP-2026-000001.pdf / decision-SUAP-….pdf. A decided
 * request was sent, so it has its reference code; the internal id is never shown (issue 23).
 */
export function decisionFileName(request: Request): string {
  const identifier = (request.referenceCode ?? '').replace(/[^A-Za-z0-9-]/g, '');
  return `${DECISION_LABELS[request.language].fileName}${identifier ? `-${identifier}` : ''}.pdf`;
}
