import { useTranslation } from 'react-i18next';
import type { HistoryEntry, Language } from '@suap/shared';
import { useLanguage } from '../../lib/use-language';
import { HistoryStep, type HistoryHeadingLevel } from './HistoryStep';
import type { HistoryViewer } from './history-text';
import './request-history.css';

export interface RequestHistoryProps {
  /** The request's history as the server gives it (oldest first), shown in that order. */
  entries: readonly HistoryEntry[];
  /** 'citizen': the citizen's own steps read "You"; 'staff': every person by name, the applicant marked so. */
  viewer: HistoryViewer;
  /**
   * The language the request was made in: staff write their messages in it, so the texts people wrote carry
   * lang="it"/"en" when it is not the page's language (WCAG 3.1.2).
   */
  requestLanguage: Language;
  /** The level of each step's heading: one below the section that holds the list (default 3). */
  headingLevel?: HistoryHeadingLevel;
  /** The id of the heading that names the list. */
  labelledBy?: string;
  className?: string;
}

/**
 * A request's history as a timeline (issue 27): an ordered list, one item per step, for the citizen's private area
 * and the back office alike. The order is the meaning (first to last), so it is an <ol>; the line and dots
 * drawn beside it are decoration.
 */
export function RequestHistory({
  entries,
  viewer,
  requestLanguage,
  headingLevel = 3,
  labelledBy,
  className,
}: RequestHistoryProps) {
  const { t } = useTranslation();
  const pageLanguage = useLanguage();
  if (entries.length === 0) return <p className={className}>{t('request-history.empty')}</p>;
  const textLang = requestLanguage === pageLanguage ? undefined : requestLanguage;
  return (
    <ol className={['suap-history', className].filter(Boolean).join(' ')} aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <HistoryStep
          key={entry.historyId}
          entry={entry}
          viewer={viewer}
          textLang={textLang}
          headingLevel={headingLevel}
        />
      ))}
    </ol>
  );
}
