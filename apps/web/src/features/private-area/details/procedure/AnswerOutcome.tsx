import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CitizenAnswer } from '@suap/shared';
import type { AnswerConflict } from './answer-request';
import { answerTextKey } from './answer-texts';

export type Outcome =
  { kind: 'sent'; action: CitizenAnswer } | { kind: 'conflict'; reason: AnswerConflict } | { kind: 'failed' };

interface AnswerOutcomeProps {
  outcome: Outcome;
  /** What the citizen wrote, when the form that held it is gone (a refusal that ended the wait): kept to copy. */
  unsentText: string | null;
  className?: string;
}

/**
 * What became of an answer: sent, or not sent and why. It takes focus when it appears (the form it answers may
 * have gone with the request's new state), so keyboard and screen-reader users land on the result.
 */
export function AnswerOutcome({ outcome, unsentText, className = 'mb-4' }: AnswerOutcomeProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [outcome]);

  if (outcome.kind === 'sent')
    return (
      <div ref={ref} className={`alert alert-success ${className}`} role="status" tabIndex={-1}>
        <h2 className="h5">{t(answerTextKey(outcome.action, 'sent-title'))}</h2>
        <p className="mb-0">{t(answerTextKey(outcome.action, 'sent-text'))}</p>
      </div>
    );

  const conflict = outcome.kind === 'conflict';
  return (
    <div ref={ref} className={`alert alert-danger ${className}`} role="alert" tabIndex={-1}>
      <h2 className="h5">
        {t(
          conflict
            ? 'private-area.procedure.answer.conflict.title'
            : 'private-area.procedure.answer.failed.title',
        )}
      </h2>
      <p className={unsentText ? undefined : 'mb-0'}>
        {conflict
          ? t(`private-area.procedure.answer.conflict.${outcome.reason}`)
          : t('private-area.procedure.answer.failed.text')}
      </p>
      {unsentText && (
        <>
          <p className="fw-semibold mb-1">{t('private-area.procedure.answer.unsent-text')}</p>
          <p className="suap-procedure-quote mb-0">{unsentText}</p>
        </>
      )}
    </div>
  );
}
