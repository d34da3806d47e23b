import { useCallback, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFirst } from '../../../lib/text-keys';
import type { ZodType } from 'zod';
import type { SummaryError } from './ErrorSummary';
import { fieldId } from './FieldFrame';

/** "Save" keeps a half-filled step (only what is filled must be valid); "continue" needs the step complete. */
export type SubmitIntent = 'save' | 'continue';

/**
 * A step's rule: reads the form's values as they are (V) and gives back values of the same shape (trimmed,
 * narrowed), so the resolver it makes is the form's own type.
 */
export type StepSchema<V extends FieldValues> = ZodType<V, V>;

interface StepFormOptions<V extends FieldValues> {
  draftSchema: StepSchema<V>;
  completeSchema: StepSchema<V>;
  defaultValues: DefaultValues<V>;
  /**
   * Field names in the order they appear, with their visible labels: the order of the error summary. Only
   * fields shown belong here (a hidden field's error is no error). `params` are the numbers of the field's rules
   * (e.g. `max` characters), so each message names the limit the value broke (issue 23).
   */
  fields: readonly { name: keyof V & string; label: string; params?: Record<string, number> }[];
}

/**
 * react-hook-form with the shared zod rules, two levels of strictness chosen by the button pressed, translated
 * messages (zod issues carry codes such as 'required' or 'pattern', never wording), and the error summary.
 */
export function useStepForm<V extends FieldValues>({
  draftSchema,
  completeSchema,
  defaultValues,
  fields,
}: StepFormOptions<V>) {
  const { t, i18n } = useTranslation();
  const intent = useRef<SubmitIntent>('continue');
  const [attempt, setAttempt] = useState(0);

  const resolver: Resolver<V> = (values, context, options) =>
    zodResolver(intent.current === 'save' ? draftSchema : completeSchema)(values, context, options);

  const form = useForm<V>({ defaultValues, resolver, shouldFocusError: true, reValidateMode: 'onChange' });
  const { errors } = form.formState;

  const errorOf = useCallback(
    (name: keyof V & string): string | undefined => {
      const code = errors[name]?.message;
      if (typeof code !== 'string' || code === '') return undefined;
      const params = fields.find((field) => field.name === name)?.params ?? {};
      // "Too long" says how long it may be whenever the limit is known.
      const key = code === 'maxlength' && params.max !== undefined ? 'maxlength-limit' : code;
      return translateFirst(
        t,
        i18n,
        [`enrolment.errors.${name}.${key}`, `enrolment.errors.generic.${key}`],
        params,
      );
    },
    [errors, t, i18n, fields],
  );

  const summary: SummaryError[] = fields.flatMap(({ name, label }) => {
    const message = errorOf(name);
    return message ? [{ fieldId: fieldId(name), message: `${label}: ${message}` }] : [];
  });

  const submit = useCallback(
    (which: SubmitIntent, onValid: (values: V) => Promise<unknown> | void) => {
      intent.current = which;
      return form.handleSubmit(
        async (values) => {
          await onValid(values);
        },
        () => setAttempt((count) => count + 1),
      )();
    },
    [form],
  );

  /** A check after validation refused the values (e.g. the legal-representative check): show the summary. */
  const countFailedAttempt = useCallback(() => setAttempt((count) => count + 1), []);

  return { form, errorOf, summary, attempt, submit, countFailedAttempt };
}
