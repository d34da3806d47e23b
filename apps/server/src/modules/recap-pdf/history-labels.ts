import type { HistoryAction, Language } from '@suap/shared';

/**
 * The words of a request's history in the PDFs (the recap's history section and the decision document), in the
 * two portal languages: every step by name, who took it, and what each text of the step is.
 */
export const HISTORY_LABELS = {
  it: {
    heading: 'Storico della richiesta',
    actions: {
      send: 'Invio della richiesta',
      delete: 'Eliminazione della bozza',
      takeInCharge: 'Presa in carico',
      assign: 'Assegnazione a un operatore',
      requestIntegration: 'Richiesta di integrazione',
      accept: 'Accettazione',
      startRefusal: 'Preavviso di rigetto (art. 10-bis, legge 241/1990)',
      reject: 'Rigetto',
      answerIntegration: 'Risposta alla richiesta di integrazione',
      submitObservations: 'Osservazioni al preavviso di rigetto',
      withdraw: 'Ritiro della richiesta',
      expireTerm: 'Scadenza del termine',
      backOfficeNotice: 'Comunicazione del back office del SUAP',
    } satisfies Record<HistoryAction, string>,
    state: 'Stato',
    // In words, not with an arrow: the typeface has none, and a screen reader says words best.
    change: 'da «{{from}}» a «{{to}}»',
    unchanged: '«{{state}}», invariato',
    only: '«{{state}}»',
    by: 'Da',
    responsible: 'Responsabile del procedimento',
    dueOn: 'Termine per rispondere',
    assessment: 'Valutazione delle osservazioni',
    /** What the step's text is, by step; the others say "Messaggio". */
    messages: {
      requestIntegration: 'Messaggio al richiedente',
      answerIntegration: 'Risposta del richiedente',
      submitObservations: 'Osservazioni del richiedente',
      startRefusal: 'Motivi ostativi',
      accept: 'Motivazione',
      reject: 'Motivazione',
    } satisfies Partial<Record<HistoryAction, string>>,
    message: 'Messaggio',
    actors: { citizen: 'richiedente', staff: 'operatore' },
    /** The deadline job's own steps. */
    system: 'Portale SUAP (controllo automatico dei termini)',
    /** The back office's steps through the national SUAP system (issue 30). */
    backOffice: 'Back office del SUAP (Sistema degli Sportelli Unici)',
    /** Steps recorded before the history named who took them (migration 0013). */
    unknownActor: 'non registrato',
  },
  en: {
    heading: 'Request history',
    actions: {
      send: 'Request sent',
      delete: 'Draft deleted',
      takeInCharge: 'Taken in charge',
      assign: 'Assigned to an operator',
      requestIntegration: 'Integration requested',
      accept: 'Accepted',
      startRefusal: 'Notice of reasons for refusal (art. 10-bis, Law 241/1990)',
      reject: 'Rejected',
      answerIntegration: 'Answer to the integration request',
      submitObservations: 'Observations on the notice of reasons for refusal',
      withdraw: 'Request withdrawn',
      expireTerm: 'Term expired',
      backOfficeNotice: 'Notice from the SUAP back office',
    } satisfies Record<HistoryAction, string>,
    state: 'State',
    change: 'from “{{from}}” to “{{to}}”',
    unchanged: '“{{state}}”, unchanged',
    only: '“{{state}}”',
    by: 'By',
    responsible: 'Responsible operator',
    dueOn: 'Term to answer',
    assessment: 'Assessment of the observations',
    messages: {
      requestIntegration: 'Message to the applicant',
      answerIntegration: "Applicant's answer",
      submitObservations: "Applicant's observations",
      startRefusal: 'Reasons for refusal',
      accept: 'Reasons',
      reject: 'Reasons',
    } satisfies Partial<Record<HistoryAction, string>>,
    message: 'Message',
    actors: { citizen: 'applicant', staff: 'operator' },
    system: 'SUAP portal (automatic check of terms)',
    backOffice: 'SUAP back office (national SUAP system)',
    unknownActor: 'not recorded',
  },
} as const satisfies Record<Language, unknown>;

export type HistoryLabels = (typeof HISTORY_LABELS)[Language];
