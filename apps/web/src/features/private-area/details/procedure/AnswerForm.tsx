import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type CitizenAnswer } from '@suap/shared';
import { StageAttachments } from '../../../../components/attachments';
import { ErrorSummary } from '../../../../components/error-summary/ErrorSummary';
import { FieldFrame, RequiredNote } from '../../../../components/form/FieldFrame';
import { answerTextKey } from './answer-texts';
import { ANSWER_LIMITS, answerErrorCode, answerErrorText } from './answer-validation';
import { AskedText, AnswerIntro } from './AnswerIntro';

interface AnswerFormProps {
  requestId: number;
  action: CitizenAnswer;
  /** The typed text, kept by the caller so that no error (nor a reload of the page's data) loses it. */
  text: string;
  onTextChange: (text: string) => void;
  /** The last day to answer (YYYY-MM-DD). */
  termDueOn: string | null;
  /** What the SUAP wrote: the integration request, or the reasons of the 10-bis notice. */
  asked: string | null;
  /** The lang attribute of the SUAP's text, when it is not the page's language. */
  askedLang: string | undefined;
  /** The server's refusal of the text (400), in words; cleared by the caller when the text changes. */
  serverError: string | null;
  busy: boolean;
  /** The text passed the contract's rule: confirm and send it. */
  onValid: () => void;
}

/**
 * The citizen's answer to what the SUAP asks now: one labelled text area with its limits and term in the hint, a
 * character count, and the app's error pattern (message under the field, summary on top, focus on the field).
 */
export function AnswerForm(props: AnswerFormProps) {
  const { action, text, onTextChange, termDueOn, serverError, busy, onValid } = props;
  const { t, i18n } = useTranslation();
  const id = useId();
  const fieldId = `${id}-text`;
  const countId = `${id}-count`;
  const field = useRef<HTMLTextAreaElement>(null);
  const [attempt, setAttempt] = useState(0);
  // While documents travel the answer waits: sending hands in only the documents already stored.
  const [uploading, setUploading] = useState(false);
  const label = t(answerTextKey(action, 'label'));

  // Checked from the first refused submit on, at each change, so the message goes as soon as the text is right.
  const code = attempt > 0 ? answerErrorCode(text) : null;
  const error = serverError ?? (code ? answerErrorText(code, t, i18n) : undefined);

  // The server refused the text (400): focus goes back to the field, as after a refusal found here.
  useEffect(() => {
    if (serverError) field.current?.focus();
  }, [serverError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answerErrorCode(text) !== null) {
      setAttempt((count) => count + 1);
      field.current?.focus();
      return;
    }
    onValid();
  };

  const date = formatDate(termDueOn);
  return (
    <section className="card card-bg mb-4 suap-answer" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h4 mb-3">
          {t(answerTextKey(action, 'title'))}
        </h2>
        <AnswerIntro action={action} date={date} />
        <AskedText action={action} text={props.asked} lang={props.askedLang} />
        <form noValidate onSubmit={submit}>
          <RequiredNote />
          <ErrorSummary
            errors={error ? [{ fieldId, message: `${label}: ${error}` }] : []}
            // A refusal by the server counts as a refused attempt too: the summary shows it.
            attempt={serverError ? attempt + 1 : attempt}
            title={(count) => t('private-area.procedure.answer.error-summary', { count })}
          />
          <FieldFrame
            id={fieldId}
            label={label}
            required
            error={error}
            hint={t('private-area.procedure.answer.hint', { ...ANSWER_LIMITS, date })}
          >
            {(describedBy) => (
              <>
                <textarea
                  ref={field}
                  id={fieldId}
                  className={`form-control${error ? ' is-invalid' : ''}`}
                  rows={8}
                  value={text}
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={[describedBy, countId].filter(Boolean).join(' ')}
                  onChange={(event) => onTextChange(event.target.value)}
                />
                <p id={countId} className="form-text small mt-1 mb-0">
                  {t('private-area.procedure.answer.count', {
                    count: text.trim().length,
                    max: ANSWER_LIMITS.max,
                  })}
                </p>
              </>
            )}
          </FieldFrame>
          <AnswerDocuments
            requestId={props.requestId}
            titleId={`${id}-documents`}
            busy={busy}
            onBusyChange={setUploading}
          />
          <div className="d-flex justify-content-sm-end suap-request-details-actions">
            <button type="submit" className="btn btn-primary" disabled={busy || uploading}>
              {t(answerTextKey(action, 'submit'))}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}

interface AnswerDocumentsProps {
  requestId: number;
  titleId: string;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
}

/** The documents that go with the answer (issue 29): optional, handed in by the send with the text. */
function AnswerDocuments({ requestId, titleId, busy, onBusyChange }: AnswerDocumentsProps) {
  const { t } = useTranslation();
  return (
    <div className="mb-4" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className="h5 mb-2">
        {t('attachments.section.answer-title')}
      </h3>
      <p>{t('attachments.section.answer-intro')}</p>
      <StageAttachments
        requestId={requestId}
        stage="answer"
        headingLevel={4}
        onBusyChange={onBusyChange}
        disabled={busy}
      />
    </div>
  );
}
