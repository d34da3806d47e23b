import { formatDate, formatDateTime, isDraftState, type Language, type Request } from '@suap/shared';
import { historySection, type RequestHistory } from './history-content.js';
import { RECAP_LABELS } from './recap-labels.js';
import type { PdfEntry, PdfSection, SectionsDocument } from './sections-pdf.js';

export type RecapEntry = PdfEntry;
export type RecapSection = PdfSection;

/**
 * What the recap says, independent of how it is drawn: a title block, every answer grouped by step, then the
 * request's history once it was sent. `identifier` is the one number the citizen quotes (issue 23): the reference
 * code once sent, else the word for draft; the internal request id is never printed.
 */
export interface RecapContent extends SectionsDocument {
  lang: Language;
  declaration: string;
}

export interface RecapExtras {
  /** When the document says it was generated (tests pin it). */
  generatedAt?: Date;
  /** The request's history; a draft has none to show. */
  history?: RequestHistory | null;
}

const blank = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '';

/** The words of the recap of one request, in `lang`. Empty answers read 'non indicato' / 'not provided'. */
export function recapContent(request: Request, lang: Language, extras: RecapExtras = {}): RecapContent {
  const { generatedAt = new Date(), history = null } = extras;
  const t = RECAP_LABELS[lang];
  const shown = (value: string | null | undefined) => (blank(value) ? t.notProvided : (value as string));
  const entry = (label: string, value: string | null | undefined): RecapEntry => ({
    label,
    value: shown(value),
  });
  const en = lang === 'en';
  const person = request.personalData;
  const initiative = request.iniziative;
  const contact = request.procedureNotification;
  const identifier = request.referenceCode ?? t.draft;

  const requestEntries: RecapEntry[] = [
    entry(t.fields.referenceCode, request.referenceCode ?? t.notYetAssigned),
    entry(t.fields.typeOfService, en ? request.typeOfService.nameEn : request.typeOfService.nameIt),
    entry(t.fields.state, en ? request.stateOfRequest.descriptionEn : request.stateOfRequest.descriptionIt),
    entry(t.fields.suap, request.suap?.name),
    entry(t.fields.createdOn, formatDate(request.createdOn)),
    entry(t.fields.updatedOn, formatDate(request.updatedOn)),
  ];
  if (request.sentRequestDate)
    requestEntries.push(entry(t.fields.sentRequestDate, formatDate(request.sentRequestDate)));
  if (request.draftExpiresOn)
    requestEntries.push(entry(t.fields.draftExpiresOn, formatDate(request.draftExpiresOn)));
  // Law 241/1990 art. 5: the citizen is told who is responsible for the procedure, and by when to answer.
  const operator = request.responsibleOperator;
  if (operator)
    requestEntries.push(entry(t.fields.responsibleOperator, `${operator.firstName} ${operator.lastName}`));
  if (request.termDueOn) requestEntries.push(entry(t.fields.termDueOn, formatDate(request.termDueOn)));

  // SPEC §3: the state of birth reads Italia when empty, for someone born in an Italian municipality.
  const stateOfBirth =
    blank(person?.placeOfBirth) && !blank(person?.cityOfBirth) ? t.defaultStateOfBirth : person?.placeOfBirth;
  const legalRepresentative = person?.legalRepresentative ?? false;
  const historyShown = isDraftState(request.stateOfRequest.stateOfRequestId)
    ? null
    : historySection(history, lang);

  return {
    lang,
    locale: t.locale,
    portal: t.portal,
    title: t.title,
    subject: t.subject,
    identifier,
    runningHeader: `${t.title} ${identifier} – ${t.portal}`,
    pageOf: (page, pages) => t.pageOf.replace('{{page}}', String(page)).replace('{{pages}}', String(pages)),
    sections: [
      { heading: t.sections.request, entries: requestEntries },
      {
        heading: t.sections.notificationContacts,
        entries: [
          entry(t.fields.notificationType, contact ? t.notificationTypes[contact.typeId] : null),
          entry(t.fields.notificationAddress, contact?.address),
        ],
      },
      {
        heading: t.sections.selectInitiative,
        entries: [
          entry(t.fields.suapName, request.suap?.name),
          entry(t.fields.suapPec, request.suap?.pec),
          entry(t.fields.initiativeCode, initiative?.code),
          entry(t.fields.initiative, en ? initiative?.descriptionEn : initiative?.descriptionIt),
          entry(t.fields.activity, en ? initiative?.activityEn : initiative?.activityIt),
          entry(t.fields.area, en ? initiative?.areaEn : initiative?.areaIt),
        ],
      },
      {
        heading: t.sections.personalData,
        entries: [
          entry(t.fields.firstName, person?.firstName),
          entry(t.fields.lastName, person?.lastName),
          entry(t.fields.fiscalCode, person?.fiscalCode),
          entry(t.fields.dateOfBirth, person?.dateOfBirth),
          entry(t.fields.placeOfBirth, stateOfBirth),
          entry(t.fields.cityOfBirth, person?.cityOfBirth),
          entry(t.fields.gender, person?.gender ? t.genders[person.gender] : null),
          entry(t.fields.email, person?.email),
          entry(t.fields.legalRepresentative, legalRepresentative ? t.yes : t.no),
          ...(legalRepresentative
            ? [
                entry(t.fields.companyName, person?.companyName),
                entry(t.fields.partitaIva, request.partitaIva),
              ]
            : []),
        ],
      },
      ...(historyShown ? [historyShown] : []),
    ],
    declaration: t.declaration,
    closing: [t.declaration],
    generatedOn: `${t.generatedOn} ${formatDateTime(generatedAt.toISOString())}`,
  };
}

/** The download name, in the recap's language: riepilogo-richiesta-SUAP-2025-000001.pdf / request-summary-draft.pdf. */
export function recapFileName(request: Request, lang: Language): string {
  const identifier = (request.referenceCode ?? RECAP_LABELS[lang].draft).replace(/[^A-Za-z0-9-]/g, '');
  return `${RECAP_LABELS[lang].fileName}-${identifier}.pdf`;
}
