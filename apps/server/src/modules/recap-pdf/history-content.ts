import { formatDate, formatDateTime, type HistoryEntry, type Language } from '@suap/shared';
import { fill } from './template.js';
import { HISTORY_LABELS } from './history-labels.js';
import type { PdfEntry, PdfSection } from './sections-pdf.js';

/** The name of each request state in both languages, as the reference data has them (request_states). */
export type StateNames = ReadonlyMap<number, Record<Language, string>>;

/** A request's history, oldest first, and the names of the states it went through. */
export interface RequestHistory {
  entries: readonly HistoryEntry[];
  stateNames: StateNames;
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/**
 * Who took a step: "Marco Blu (operatore)", "Mario Rossi (richiedente)", or the portal itself. Staff are named
 * (Law 241/1990 art. 5) but not by profile: the same document goes to the citizen, and whether an operator is an
 * administrator or a collaborator is the office's internal organisation (as on the citizen's timeline).
 */
export function actorText(entry: HistoryEntry, lang: Language): string {
  const t = HISTORY_LABELS[lang];
  const { actor } = entry;
  // Without an actor, a step is the deadline job's, or was recorded before the history named who took it.
  if (actor.kind === 'system') return entry.action === 'expireTerm' ? t.system : t.unknownActor;
  if (actor.kind === 'backOffice') return t.backOffice;
  const name = fullName(actor.firstName, actor.lastName) || t.unknownActor;
  return `${name} (${actor.kind === 'citizen' ? t.actors.citizen : t.actors.staff})`;
}

export function stateName(names: StateNames, stateId: number, lang: Language): string {
  return names.get(stateId)?.[lang] ?? String(stateId);
}

/** "Stato: da «Inviata» a «In istruttoria»", or the one state when the step changed none. */
function stateLine(entry: HistoryEntry, names: StateNames, lang: Language): string {
  const t = HISTORY_LABELS[lang];
  const to = stateName(names, entry.toStateId, lang);
  const change =
    entry.fromStateId === null
      ? fill(t.only, { state: to })
      : entry.fromStateId === entry.toStateId
        ? fill(t.unchanged, { state: to })
        : fill(t.change, { from: stateName(names, entry.fromStateId, lang), to });
  return `${t.state}: ${change}`;
}

/** One step as a labelled entry: its date and time (Italy) as label, what happened as body, one fact a line. */
export function historyEntry(entry: HistoryEntry, names: StateNames, lang: Language): PdfEntry {
  const t = HISTORY_LABELS[lang];
  const messageLabel = (t.messages as Partial<Record<string, string>>)[entry.action] ?? t.message;
  const lines = [
    t.actions[entry.action],
    stateLine(entry, names, lang),
    `${t.by}: ${actorText(entry, lang)}`,
  ];
  if (entry.assignee) {
    lines.push(`${t.responsible}: ${fullName(entry.assignee.firstName, entry.assignee.lastName)}`);
  }
  if (entry.message) lines.push(`${messageLabel}: ${entry.message}`);
  if (entry.assessment) lines.push(`${t.assessment}: ${entry.assessment}`);
  if (entry.dueOn) lines.push(`${t.dueOn}: ${formatDate(entry.dueOn)}`);
  return { label: formatDateTime(entry.at), value: lines.join('\n') };
}

/** The history section, or null when there is nothing to show (a draft has no history). */
export function historySection(history: RequestHistory | null, lang: Language): PdfSection | null {
  if (!history || history.entries.length === 0) return null;
  return {
    heading: HISTORY_LABELS[lang].heading,
    entries: history.entries.map((entry) => historyEntry(entry, history.stateNames, lang)),
  };
}
