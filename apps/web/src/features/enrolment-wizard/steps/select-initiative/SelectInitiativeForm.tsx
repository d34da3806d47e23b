import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Suap } from '@suap/shared';
import { InitiativePicker, openSuapException, SuapFinder } from '../../../../components/reference-data';
import { useLanguage } from '../../../../lib/use-language';
import type { WizardDraft } from '../../draft/wizard-draft';
import { errorIdOf, FieldError, fieldId, RequiredMark, RequiredNote } from '../../forms/FieldFrame';
import { StepForm } from '../../forms/StepForm';
import { useStepForm } from '../../forms/use-step-form';
import { selectInitiativeStep } from '../registry/enrolment-steps';
import { useStepActions } from '../use-step-actions';
import {
  initiativeCompleteSchema,
  initiativeDraftSchema,
  initiativeLabel,
  type InitiativeValues,
} from './initiative-form';

const FORM_ID = 'enrolment-select-initiative';

/**
 * SPEC §4 select initiative: the SUAP picker (address search, SUAP list) and the initiative picker. An office
 * with its own portal (EXT) cannot take the request here: choosing it opens the SUAP exception modal instead.
 */
export function SelectInitiativeForm({ draft }: { draft: WizardDraft }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const fields = useMemo(
    () =>
      [
        { name: 'suap', label: t('enrolment.initiative.suap-title') },
        { name: 'iniziative', label: t('enrolment.initiative.initiative-title') },
      ] as const,
    [t],
  );
  const stepForm = useStepForm<InitiativeValues>({
    draftSchema: initiativeDraftSchema,
    completeSchema: initiativeCompleteSchema,
    defaultValues: { suap: draft.suap, iniziative: draft.iniziative },
    fields,
  });
  const { form, errorOf, attempt } = stepForm;
  const actions = useStepActions(selectInitiativeStep, stepForm);
  const suap = form.watch('suap');
  const initiative = form.watch('iniziative');
  const suapError = errorOf('suap');
  const initiativeError = errorOf('iniziative');

  const chooseSuap = (chosen: Suap) => {
    if (chosen.type !== 'INT') return openSuapException(chosen);
    form.setValue('suap', chosen, { shouldValidate: attempt > 0, shouldDirty: true });
  };

  // The pickers hold search forms of their own, and forms cannot nest: they sit outside the step's form,
  // which only carries the submit.
  const pickers = (
    <div>
      <section aria-labelledby={fieldId('suap')} className="mb-5">
        <h2 id={fieldId('suap')} className="h4" tabIndex={-1}>
          {t('enrolment.initiative.suap-title')}
          <RequiredMark />
        </h2>
        <p>{t('enrolment.initiative.suap-intro')}</p>
        <p
          className="fw-semibold"
          role="status"
          aria-describedby={suapError ? errorIdOf(fieldId('suap')) : undefined}
        >
          {suap
            ? t('enrolment.initiative.suap-chosen', { name: suap.name })
            : t('enrolment.initiative.suap-none')}
        </p>
        {suapError && <FieldError id={errorIdOf(fieldId('suap'))} message={suapError} />}
        <SuapFinder
          onSelect={chooseSuap}
          selectedSuapId={suap?.suapId}
          headingLevel={3}
          showRequiredNote={false}
        />
      </section>
      <section aria-labelledby={fieldId('iniziative')}>
        <h2 id={fieldId('iniziative')} className="h4" tabIndex={-1}>
          {t('enrolment.initiative.initiative-title')}
          <RequiredMark />
        </h2>
        <p className="fw-semibold" role="status">
          {initiative
            ? t('enrolment.initiative.initiative-chosen', { name: initiativeLabel(initiative, lang) })
            : t('enrolment.initiative.initiative-none')}
        </p>
        {initiativeError && <FieldError id={errorIdOf(fieldId('iniziative'))} message={initiativeError} />}
        <InitiativePicker
          selectedId={initiative?.iniziativeId}
          onSelect={(chosen) =>
            form.setValue('iniziative', chosen, { shouldValidate: attempt > 0, shouldDirty: true })
          }
        />
      </section>
    </div>
  );

  return (
    <StepForm id={FORM_ID} errors={stepForm} actions={actions} focusSummary outside={pickers}>
      <RequiredNote />
    </StepForm>
  );
}
