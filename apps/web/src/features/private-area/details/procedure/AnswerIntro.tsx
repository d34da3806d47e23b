import { useTranslation } from 'react-i18next';
import type { CitizenAnswer } from '@suap/shared';
import { answerTextKey } from './answer-texts';

/**
 * What is asked, in plain words. An integration: the SUAP needs more information by the term. Observations on
 * a 10-bis notice: what such a notice is, what observations can do, and what happens without them.
 */
export function AnswerIntro({ action, date }: { action: CitizenAnswer; date: string }) {
  const { t } = useTranslation();
  if (action === 'answerIntegration')
    return (
      <>
        <p>{t('private-area.procedure.answer.integration.intro', { date })}</p>
        <p className="small">{t('private-area.procedure.answer.documents')}</p>
      </>
    );
  return (
    <div className="callout note suap-answer-explain mb-4">
      <h3 className="callout-title h6">{t('private-area.procedure.answer.observations.what-title')}</h3>
      <p>{t('private-area.procedure.answer.observations.what-1')}</p>
      <p>{t('private-area.procedure.answer.observations.what-2')}</p>
      <p className="mb-0">{t('private-area.procedure.answer.observations.what-3', { date })}</p>
    </div>
  );
}

/** The SUAP's own words the answer replies to, as written (line breaks kept), in the request's language. */
export function AskedText({
  action,
  text,
  lang,
}: {
  action: CitizenAnswer;
  text: string | null;
  lang: string | undefined;
}) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <div className="mb-4">
      <h3 className="h6 mb-2">{t(answerTextKey(action, 'asked'))}</h3>
      <p className="suap-procedure-quote mb-0" lang={lang}>
        {text}
      </p>
    </div>
  );
}
