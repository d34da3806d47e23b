import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate, type Language, type Operator } from '@suap/shared';
import { FieldFrame } from '../../../../components/form/FieldFrame';
import { useOperators } from './use-operators';
import { TEXT_LIMITS, type StaffActionField, type StaffActionFormValues } from './staff-action-form';

export const actionFieldId = (field: StaffActionField) => `bo-action-${field}`;

interface StaffActionFieldsProps {
  fields: StaffActionField[];
  form: UseFormReturn<StaffActionFormValues>;
  /** The translated error of a field, if it has one. */
  errorOf: (field: StaffActionField) => string | undefined;
  /** What the reason is for: its hint says so. */
  reasonHint: string;
  /** The language the citizen reads the texts in: the request's. */
  requestLanguage: Language;
  dueOnRange: { min: string; max: string };
  /** Left out of the operators offered: giving the request to whom already has it changes nothing. */
  responsibleUserId: number | null;
}

/** The controls of one action's dialog: texts in the request's language, the due date, the operator. */
export function StaffActionFields(props: StaffActionFieldsProps) {
  const { fields, form, errorOf, requestLanguage } = props;
  const { t } = useTranslation();
  // The label names the language the text must be written in: the citizen reads it as written (issue 27).
  const language = t(`backoffice.procedure.fields.languages.${requestLanguage}`);
  const length = t('backoffice.procedure.fields.hints.length', TEXT_LIMITS);

  const textArea = (field: 'message' | 'reason' | 'observationsAssessment', hint: string) => {
    const id = actionFieldId(field);
    const error = errorOf(field);
    return (
      <FieldFrame
        key={field}
        id={id}
        label={t(`backoffice.procedure.fields.${field}`, { language })}
        required
        error={error}
        hint={`${hint} ${length}`}
      >
        {(describedBy) => (
          <textarea
            id={id}
            className={`form-control${error ? ' is-invalid' : ''}`}
            rows={5}
            // What staff write here is in the request's language, whatever the page's (WCAG 3.1.2).
            lang={requestLanguage}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...form.register(field)}
          />
        )}
      </FieldFrame>
    );
  };

  return (
    <>
      {fields.map((field) => {
        switch (field) {
          case 'message':
            return textArea(field, t('backoffice.procedure.fields.hints.message'));
          case 'reason':
            return textArea(field, props.reasonHint);
          case 'observationsAssessment':
            return textArea(field, t('backoffice.procedure.fields.hints.observationsAssessment'));
          case 'dueOn':
            return <DueOnField key={field} {...props} />;
          case 'assigneeUserId':
            return <AssigneeField key={field} {...props} />;
        }
      })}
    </>
  );
}

function DueOnField({ form, errorOf, dueOnRange }: StaffActionFieldsProps) {
  const { t } = useTranslation();
  const id = actionFieldId('dueOn');
  const error = errorOf('dueOn');
  return (
    <FieldFrame
      id={id}
      label={t('backoffice.procedure.fields.dueOn')}
      required
      error={error}
      hint={t('backoffice.procedure.fields.hints.dueOn', {
        min: formatDate(dueOnRange.min),
        max: formatDate(dueOnRange.max),
      })}
    >
      {(describedBy) => (
        <input
          id={id}
          type="date"
          className={`form-control${error ? ' is-invalid' : ''}`}
          style={{ maxWidth: '16rem' }}
          min={dueOnRange.min}
          max={dueOnRange.max}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...form.register('dueOn')}
        />
      )}
    </FieldFrame>
  );
}

const fullName = (operator: Operator) => `${operator.firstName} ${operator.lastName}`;

function AssigneeField({ form, errorOf, responsibleUserId }: StaffActionFieldsProps) {
  const { t } = useTranslation();
  const operators = useOperators(true);
  const id = actionFieldId('assigneeUserId');
  const error = errorOf('assigneeUserId');
  const choices = (operators.data?.operators ?? [])
    .filter((operator) => operator.userId !== responsibleUserId)
    .sort((a, b) => fullName(a).localeCompare(fullName(b)));
  const hint = operators.isError
    ? t('backoffice.procedure.fields.hints.assignee-error')
    : operators.data && choices.length === 0
      ? t('backoffice.procedure.fields.hints.assignee-none')
      : t('backoffice.procedure.fields.hints.assignee');
  return (
    <FieldFrame
      id={id}
      label={t('backoffice.procedure.fields.assigneeUserId')}
      required
      error={error}
      hint={hint}
    >
      {(describedBy) => (
        <>
          <select
            id={id}
            className={`form-select${error ? ' is-invalid' : ''}`}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-busy={operators.isPending || undefined}
            {...form.register('assigneeUserId')}
          >
            <option value="">
              {operators.isPending
                ? t('backoffice.procedure.fields.assignee-loading')
                : t('backoffice.procedure.fields.assignee-choose')}
            </option>
            {choices.map((operator) => (
              <option key={operator.userId} value={operator.userId}>
                {fullName(operator)}
              </option>
            ))}
          </select>
          {operators.isError && (
            <button
              type="button"
              className="btn btn-outline-primary btn-sm mt-2"
              onClick={() => void operators.refetch()}
            >
              {t('retrieve-error.retry')}
            </button>
          )}
        </>
      )}
    </FieldFrame>
  );
}
