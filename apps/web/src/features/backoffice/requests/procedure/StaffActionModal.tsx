import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate, type Language, type Procedure, type StaffAction } from '@suap/shared';
import { ErrorSummary, type SummaryError } from '../../../../components/error-summary/ErrorSummary';
import {
  ALERT_MODAL,
  openModal,
  registerModal,
  type AlertModalData,
  type ModalComponentProps,
} from '../../../../components/modal';
import { translateFirst } from '../../../../lib/text-keys';
import { useLanguage } from '../../../../lib/use-language';
import { actionDrafts } from './action-drafts';
import { failureText, reloadsAfter, successText } from './action-outcome';
import { actionFailureOf, postStaffAction, type ActionFailure } from './staff-action';
import {
  actionContext,
  actionFields,
  checkAction,
  dueOnRange,
  EMPTY_STAFF_ACTION_FORM,
  staffActionResolver,
  TEXT_LIMITS,
  type StaffActionField,
  type StaffActionFormValues,
} from './staff-action-form';
import { actionFieldId, StaffActionFields } from './StaffActionFields';
import { procedureKey, reloadProcedure, useProcedure } from './use-procedure';

export const STAFF_ACTION_MODAL = 'backoffice-staff-action';

export interface StaffActionData {
  requestId: number;
  action: StaffAction;
  /** The request's language: the texts are written in it. */
  language: Language;
}

export function openStaffAction(data: StaffActionData): void {
  openModal<StaffActionData>({ component: STAFF_ACTION_MODAL, severity: 'warning', data });
}

/** Type of a field error the server found; its rule follows (as in the user form). */
const SERVER_ERROR = 'server:';

/**
 * The confirmation of one staff action: what it will do, the texts it needs, then the call with the version
 * last read. Success replaces it with an alert and reloads the request; a refusal is said here, above what was
 * typed, and the request is read again when it has changed (someone else acted, a term ran out).
 */
export function StaffActionModal(props: ModalComponentProps<StaffActionData>) {
  // The page opened this dialog from the procedure it shows: it is in the cache, and read from there (no new
  // call, so the version sent is the one the person saw) until an action or a refusal reloads it.
  const { data } = useProcedure(props.data.requestId, true, { refetchOnMount: false });
  if (!data) return null;
  return <StaffActionDialog {...props} procedure={data.procedure} />;
}

function StaffActionDialog({
  data,
  close,
  titleId,
  procedure,
}: ModalComponentProps<StaffActionData> & { procedure: Procedure }) {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const formId = useId();
  const { requestId, action, language } = data;
  const context = actionContext(procedure);
  const contextRef = useRef(context);
  contextRef.current = context;
  const fields = actionFields(action, context);
  const range = dueOnRange(context);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const available = procedure.staffActions.includes(action);

  const form = useForm<StaffActionFormValues>({
    defaultValues: actionDrafts.get(requestId, action) ?? {
      ...EMPTY_STAFF_ACTION_FORM,
      dueOn: procedure.defaultIntegrationDueOn ?? '',
    },
    resolver: staffActionResolver(action, () => contextRef.current),
    shouldFocusError: true,
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    const subscription = form.watch((values) =>
      actionDrafts.set(requestId, action, { ...EMPTY_STAFF_ACTION_FORM, ...values }),
    );
    return () => subscription.unsubscribe();
  }, [form, requestId, action]);

  // A refusal is read first: focus moves to it (the confirm button may now be disabled).
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const errorOf = (field: StaffActionField): string | undefined => {
    const error = form.formState.errors[field];
    if (!error?.message) return undefined;
    const server = error.type?.startsWith(SERVER_ERROR) ? error.type.slice(SERVER_ERROR.length) : null;
    const code = server ?? error.message;
    const keys = [
      `backoffice.procedure.errors.${field}.${code}`,
      `backoffice.procedure.errors.generic.${code}`,
    ] as const;
    // A rule this page does not word: the server's own sentence, already in the page's language.
    if (server !== null && !keys.some((key) => i18n.exists(key))) return error.message;
    return translateFirst(t, i18n, keys, {
      ...TEXT_LIMITS,
      first: formatDate(range.min),
      last: formatDate(range.max),
    });
  };

  const label = (field: StaffActionField) =>
    t(`backoffice.procedure.fields.${field}`, {
      language: t(`backoffice.procedure.fields.languages.${language}`),
    });
  const summary: SummaryError[] = fields.flatMap((field) => {
    const message = errorOf(field);
    return message ? [{ fieldId: actionFieldId(field), message: `${label(field)}: ${message}` }] : [];
  });

  const submit = form.handleSubmit(
    async (values) => {
      const { body } = checkAction(action, values, contextRef.current);
      if (!body) return;
      setFailure(null);
      try {
        const reply = await postStaffAction(requestId, body, lang);
        actionDrafts.clear(requestId, action);
        queryClient.setQueryData(procedureKey(requestId, lang), reply);
        void reloadProcedure(queryClient, requestId);
        openModal<AlertModalData>({
          component: ALERT_MODAL,
          severity: 'success',
          data: successText(t, action, requestId, reply.procedure),
        });
      } catch (error) {
        const refused = actionFailureOf(error);
        const known =
          refused.kind === 'fields'
            ? refused.fields.filter((entry) => fields.includes(entry.field as StaffActionField))
            : [];
        if (known.length > 0) {
          for (const entry of known)
            form.setError(entry.field as StaffActionField, {
              type: `${SERVER_ERROR}${entry.rule}`,
              message: entry.message,
            });
          setAttempt((count) => count + 1);
          return;
        }
        setFailure(refused);
        if (reloadsAfter(refused)) void reloadProcedure(queryClient, requestId);
      }
    },
    () => setAttempt((count) => count + 1),
  );

  const outcome = failure && failureText(t, failure);
  const values = {
    id: requestId,
    days: procedure.refusalNoticeTermDays,
    name: procedure.responsibleOperator
      ? `${procedure.responsibleOperator.firstName} ${procedure.responsibleOperator.lastName}`
      : '',
  };
  const reasonHint =
    action === 'accept' || action === 'startRefusal' || action === 'reject'
      ? t(`backoffice.procedure.fields.hints.reason-${action}`)
      : '';

  return (
    <>
      <div className="modal-body">
        <h2 id={titleId} className="h4">
          {t(`backoffice.procedure.confirm.${action}.title`, values)}
        </h2>
        <p>{t(`backoffice.procedure.confirm.${action}.text`, values)}</p>
        {action === 'startRefusal' && <p>{t('backoffice.procedure.confirm.startRefusal.law', values)}</p>}
        {action === 'reject' && (
          <p>
            {procedure.hasObservations
              ? t('backoffice.procedure.confirm.reject.observations')
              : t('backoffice.procedure.confirm.reject.no-observations')}
          </p>
        )}
        {outcome && (
          <div ref={failureRef} className="alert alert-danger" role="alert" tabIndex={-1}>
            <p className="fw-semibold mb-1">{outcome.title}</p>
            <p className="mb-0">{outcome.description}</p>
          </div>
        )}
        {!available && (
          <p className="alert alert-warning" role="status">
            {t('backoffice.procedure.failed.unavailable')}
          </p>
        )}
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          {fields.length > 0 && <p className="small">{t('backoffice.form.required-note')}</p>}
          <ErrorSummary
            errors={summary}
            attempt={attempt}
            title={(count) => t('backoffice.form.error-summary', { count })}
          />
          <StaffActionFields
            fields={fields}
            form={form}
            errorOf={errorOf}
            reasonHint={reasonHint}
            requestLanguage={language}
            dueOnRange={range}
            responsibleUserId={procedure.responsibleOperator?.userId ?? null}
          />
        </form>
      </div>
      <div className="modal-footer flex-wrap gap-2">
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={close}>
          {t('backoffice.procedure.confirm.cancel')}
        </button>
        <button
          type="submit"
          form={formId}
          className={action === 'reject' ? 'btn btn-danger btn-sm' : 'btn btn-primary btn-sm'}
          disabled={!available || form.formState.isSubmitting}
        >
          {t(`backoffice.procedure.confirm.${action}.confirm`)}
        </button>
      </div>
    </>
  );
}

registerModal(STAFF_ACTION_MODAL, StaffActionModal);
