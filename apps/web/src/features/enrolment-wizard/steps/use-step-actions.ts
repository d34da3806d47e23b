import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { draftStore } from '../draft/draft-store';
import { useSaveDraft } from '../draft/use-save-draft';
import { wizardEvents } from '../draft/wizard-events';
import type { SubmitIntent } from '../forms/use-step-form';
import { openAbort } from '../modals/AbortModal';
import type { DataStep } from './registry/enrolment-steps';

interface StepFormLike<V extends FieldValues> {
  submit: (which: SubmitIntent, onValid: (values: V) => Promise<unknown> | void) => Promise<void>;
}

interface StepActionOptions<V> {
  /** A last check before the step completes (e.g. the legal-representative check); false stays on the step. */
  beforeContinue?: (values: V) => Promise<boolean>;
}

/**
 * The buttons of a data step: "Save" keeps the draft and stays, "Continue" saves it as complete and advances,
 * "Abort" opens the abort modal. The abort modal's save-and-exit reaches the form through the save-draft event.
 * What a save sends is the step registry's save mapping of the form's values.
 */
export function useStepActions<V extends FieldValues>(
  step: DataStep<V>,
  stepForm: StepFormLike<V>,
  options: StepActionOptions<V> = {},
) {
  const { save, saving } = useSaveDraft(step.id);
  const toChanges = step.save;
  const { submit } = stepForm;
  const { beforeContinue } = options;

  const onSave = useCallback(
    () => void submit('save', (values) => save(toChanges(values), { complete: false })),
    [submit, save, toChanges],
  );

  const onContinue = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      void submit('continue', async (values) => {
        if (beforeContinue && !(await beforeContinue(values))) return;
        await save(toChanges(values), { complete: true });
      });
    },
    [submit, save, toChanges, beforeContinue],
  );

  const onAbort = useCallback(() => {
    openAbort({ existing: draftStore.getState().draft?.requestId !== undefined, process: 'startup' });
  }, []);

  // The latest handler, so the subscription is made once per mounted form.
  const saveRef = useRef(onSave);
  saveRef.current = onSave;
  useEffect(() => wizardEvents.onSaveDraft(() => saveRef.current()), []);

  return { onSave, onContinue, onAbort, saving };
}
