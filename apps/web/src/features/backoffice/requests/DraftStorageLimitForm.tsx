import { useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addDaysToIsoDate, formatDate, isIsoDate, isoDateInRome, type Request } from '@suap/shared';
import { ALERT_MODAL, openModal, type AlertModalData } from '../../../components/modal';
import { isApiError } from '../../../lib/api';
import { backOfficeKeys, bodyFieldErrors, updateDraftStorageLimit } from '../../../lib/api/backoffice';
import { useMasterData } from '../../../lib/api/reference-data';
import { useLanguage } from '../../../lib/use-language';

interface DraftStorageLimitFormProps {
  request: Request & { requestId: number };
}

/**
 * Moves the day a draft left untouched is deleted: from today up to one storage period (master data
 * draftStorageDays) from today, the range the server accepts.
 */
export function DraftStorageLimitForm({ request }: DraftStorageLimitFormProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const storageDays = useMasterData().data?.masterData.draftStorageDays;
  const today = isoDateInRome(new Date());
  const max = storageDays ? addDaysToIsoDate(today, storageDays) : undefined;
  const [value, setValue] = useState(request.draftExpiresOn ?? '');
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  // The server's refusal worded as the same rule checked here; otherwise its own sentence (page language).
  const fieldErrorText = (rule: string, serverMessage: string) => {
    if (rule === 'min') return t('backoffice.storage-limit.errors.min', { date: formatDate(today) });
    if (rule === 'max' && max) return t('backoffice.storage-limit.errors.max', { date: formatDate(max) });
    if (['required', 'pattern', 'date'].includes(rule)) return t('backoffice.storage-limit.errors.required');
    return serverMessage;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isIsoDate(value)) return fail(t('backoffice.storage-limit.errors.required'));
    if (value < today) return fail(t('backoffice.storage-limit.errors.min', { date: formatDate(today) }));
    if (max && value > max) return fail(t('backoffice.storage-limit.errors.max', { date: formatDate(max) }));
    setError(null);
    try {
      const reply = await updateDraftStorageLimit(request.requestId, value, lang);
      queryClient.setQueryData(backOfficeKeys.request(request.requestId, lang), {
        code: reply.code,
        message: reply.message,
        description: reply.description,
        request: reply.request,
      });
      void queryClient.invalidateQueries({ queryKey: backOfficeKeys.requestLists() });
      openModal<AlertModalData>({
        component: ALERT_MODAL,
        severity: 'success',
        data: {
          title: t('backoffice.storage-limit.done.title'),
          description: t('backoffice.storage-limit.done.description', {
            id: request.requestId,
            date: formatDate(reply.request.draftExpiresOn),
          }),
        },
      });
    } catch (failure) {
      const fieldError = bodyFieldErrors(failure).find((entry) => entry.field === 'draftExpiresOn');
      if (fieldError) return fail(fieldErrorText(fieldError.rule, fieldError.message));
      const known = isApiError(failure) && failure.reply !== undefined;
      openModal<AlertModalData>({
        component: ALERT_MODAL,
        severity: 'error',
        data: known
          ? { title: failure.status.message, description: failure.status.description }
          : {
              title: t('backoffice.storage-limit.failed.title'),
              description: t('backoffice.storage-limit.failed.description'),
            },
      });
      // The draft may have been sent or deleted meanwhile: show its current state.
      void queryClient.invalidateQueries({ queryKey: backOfficeKeys.request(request.requestId, lang) });
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <section className="card card-bg mb-4" aria-labelledby={`${id}-title`}>
      <form className="card-body" noValidate onSubmit={(event) => void submit(event)}>
        <h2 id={`${id}-title`} className="h4 mb-3">
          {t('backoffice.storage-limit.title')}
        </h2>
        <p>{t('backoffice.storage-limit.current', { date: formatDate(request.draftExpiresOn) })}</p>
        <div className="mb-3">
          <label htmlFor={id} className="form-label fw-semibold">
            {t('backoffice.storage-limit.label')}
            <span aria-hidden="true" className="text-danger">
              {' '}
              *
            </span>
            <span className="visually-hidden"> ({t('backoffice.form.required')})</span>
          </label>
          <p id={hintId} className="form-text mt-0 mb-1">
            {max
              ? t('backoffice.storage-limit.hint', { min: formatDate(today), max: formatDate(max) })
              : t('backoffice.storage-limit.hint-min', { min: formatDate(today) })}
          </p>
          <input
            ref={input}
            id={id}
            type="date"
            className={`form-control${error ? ' is-invalid' : ''}`}
            style={{ maxWidth: '16rem' }}
            value={value}
            min={today}
            max={max}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
            onChange={(event) => setValue(event.target.value)}
          />
          {error && (
            <p id={errorId} className="suap-bo-field-error mt-1 mb-0" role="alert">
              <span className="visually-hidden">{t('backoffice.form.error-prefix')} </span>
              {error}
            </p>
          )}
        </div>
        <div className="suap-bo-actions">
          <button type="submit" className="btn btn-primary">
            {t('backoffice.storage-limit.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
