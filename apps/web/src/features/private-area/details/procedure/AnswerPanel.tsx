import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCitizenAnswer, type CitizenAnswer, type Procedure } from '@suap/shared';
import { bodyFieldErrors } from '../../../../lib/api/backoffice';
import { useLanguage } from '../../../../lib/use-language';
import { openAnswerConfirm } from './AnswerConfirmModal';
import { AnswerForm } from './AnswerForm';
import { AnswerOutcome, type Outcome } from './AnswerOutcome';
import { answerConflictOf, useAnswerRequest } from './answer-request';
import { ASKED_BY } from './answer-texts';
import { answerErrorText } from './answer-validation';

/** The SUAP's latest text of the step the answer replies to (the newest integration request or 10-bis notice). */
function askedText(procedure: Procedure, action: CitizenAnswer): string | null {
  const steps = procedure.history.filter((entry) => entry.action === ASKED_BY[action]);
  return steps.at(-1)?.message ?? null;
}

/**
 * The answer to what the SUAP asks now (procedure.citizenActions: an integration in state 7, observations on a
 * 10-bis notice in state 9), and what became of it. The typed text lives here, not in the form: a refusal that
 * reloads the request may take the form away, and the text is then shown with the error instead of being lost.
 */
export function AnswerPanel({ requestId, procedure }: { requestId: number; procedure: Procedure }) {
  const { t, i18n } = useTranslation();
  const pageLanguage = useLanguage();
  const [text, setText] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const answer = useAnswerRequest(requestId);
  // The states that wait for the citizen each allow one answer (the withdrawal is WithdrawPanel's).
  const action = procedure.citizenActions.find(isCitizenAnswer) ?? null;

  const send = (sending: CitizenAnswer) => {
    setOutcome(null);
    answer.mutate(
      { version: procedure.version, message: text.trim() },
      {
        onSuccess: () => {
          setText('');
          setOutcome({ kind: 'sent', action: sending });
        },
        onError: (error) => {
          const refused = bodyFieldErrors(error).find((entry) => entry.field === 'message');
          if (refused) return setServerError(answerErrorText(refused.rule, t, i18n, refused.message));
          const reason = answerConflictOf(error);
          setOutcome(reason ? { kind: 'conflict', reason } : { kind: 'failed' });
        },
      },
    );
  };

  const changeText = (value: string) => {
    setText(value);
    setServerError(null);
  };

  // A refusal that ended the wait took the form away: the text is shown with the error, to be copied.
  const unsentText = outcome && outcome.kind !== 'sent' && !action && text.trim() !== '' ? text : null;
  return (
    <>
      {outcome && <AnswerOutcome outcome={outcome} unsentText={unsentText} />}
      {action && (
        <AnswerForm
          requestId={requestId}
          action={action}
          text={text}
          onTextChange={changeText}
          termDueOn={procedure.termDueOn}
          asked={askedText(procedure, action)}
          askedLang={procedure.language === pageLanguage ? undefined : procedure.language}
          serverError={serverError}
          busy={answer.isPending}
          onValid={() => openAnswerConfirm({ action, requestId, send: () => send(action) })}
        />
      )}
    </>
  );
}
