import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, type HistoryEntry } from '@suap/shared';
import { useRequestStateLabel } from '../request-state-badge';
import { actionTitle, actorText, messageLabel, personName, type HistoryViewer } from './history-text';

export type HistoryHeadingLevel = 3 | 4 | 5;

interface HistoryStepProps {
  entry: HistoryEntry;
  viewer: HistoryViewer;
  /** The lang attribute of the texts people wrote, when it is not the page's language. */
  textLang: string | undefined;
  headingLevel: HistoryHeadingLevel;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="suap-history-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A text someone wrote: kept as typed (line breaks shown), in the request's language. */
function WrittenText({ text, lang }: { text: string; lang: string | undefined }) {
  return (
    <p className="suap-history-text mb-0" lang={lang}>
      {text}
    </p>
  );
}

/**
 * One step of a request's history: what happened (a heading, so screen-reader users can move from step to step),
 * when (DD/MM/YYYY HH:mm, Italian time), then who, the state reached, the operator put in charge, the term given
 * and the text written, as a description list.
 */
export function HistoryStep({ entry, viewer, textLang, headingLevel }: HistoryStepProps) {
  const { t } = useTranslation();
  const stateLabel = useRequestStateLabel();
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="suap-history-step" data-action={entry.action}>
      <Heading className="suap-history-title h6 mb-1">{actionTitle(entry.action, t)}</Heading>
      <p className="suap-history-when small mb-2">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </p>
      <dl className="suap-history-facts mb-0">
        <Fact label={t('request-history.fields.by')}>{actorText(entry.actor, viewer, t)}</Fact>
        <Fact label={t('request-history.fields.state')}>{stateLabel(entry.toStateId)}</Fact>
        {entry.assignee && (
          <Fact label={t('request-history.fields.assignee')}>{personName(entry.assignee)}</Fact>
        )}
        {entry.dueOn && <Fact label={t('request-history.fields.due-on')}>{formatDate(entry.dueOn)}</Fact>}
        {entry.message && (
          <Fact label={messageLabel(entry.action, t)}>
            <WrittenText text={entry.message} lang={textLang} />
          </Fact>
        )}
        {entry.assessment && (
          <Fact label={t('request-history.fields.assessment')}>
            <WrittenText text={entry.assessment} lang={textLang} />
          </Fact>
        )}
      </dl>
    </li>
  );
}
