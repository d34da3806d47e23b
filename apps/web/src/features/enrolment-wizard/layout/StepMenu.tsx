import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DELAYS_MS,
  isStepClickable,
  StepStatus,
  type EnrolmentStepName,
  type NavigationStep,
  type StepStatusValue,
} from '@suap/shared';
import { Icon } from '../../../components/icon/Icon';
import { useLanguage } from '../../../lib/use-language';
import { menuSteps, type Navigation } from '../steps/step-machine';
import { stepPath } from '../steps/use-go-to-step';

const STATUS_KEYS = {
  [StepStatus.TODO]: 'todo',
  [StepStatus.ENABLED]: 'enabled',
  [StepStatus.WARNING]: 'warning',
  [StepStatus.COMPLETE]: 'complete',
  [StepStatus.READ_ONLY]: 'read-only',
} as const satisfies Record<StepStatusValue, string>;

function StatusMark({ step, number }: { step: NavigationStep; number: number }) {
  if (step.status === StepStatus.COMPLETE || step.status === StepStatus.READ_ONLY)
    return <Icon name="it-check-circle" color="success" className="suap-step-icon" />;
  if (step.status === StepStatus.WARNING)
    return <Icon name="it-warning-circle" color="warning" className="suap-step-icon" />;
  return (
    <span className="suap-step-number" aria-hidden="true">
      {number}
    </span>
  );
}

/**
 * The wizard's step menu (SPEC §4; the kit's StepperHeader has no five states and puts its counter inside the
 * list). Each step writes its status in words under its name (not by colour or icon alone); the current one
 * carries aria-current="step", a bolder name and a visible "you are here" chip (a cue that survives forced colours),
 * and is scrolled into view 200 ms after it changes. On phones the list collapses to "Step 2 of 4 — name"; from
 * 576 px it is a grid that wraps (wizard.css), so no step is ever hidden in a sideways scroll.
 */
export function StepMenu({ navigation, current }: { navigation: Navigation; current: EnrolmentStepName }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const currentRef = useRef<HTMLLIElement>(null);
  // The listed steps and their names come from the step registry (steps/registry).
  const steps = menuSteps(navigation);
  const index = steps.findIndex(({ step }) => step.name === current);

  useEffect(() => {
    const timer = window.setTimeout(
      () => currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' }),
      DELAYS_MS.wizardScroll,
    );
    return () => window.clearTimeout(timer);
  }, [current]);

  const statusText = (step: NavigationStep) => t(`enrolment.step-menu.status.${STATUS_KEYS[step.status]}`);

  return (
    <nav className="suap-step-menu mb-4" aria-label={t('enrolment.step-menu.label')}>
      {index >= 0 && (
        <p className="suap-step-menu-counter d-sm-none mb-0">
          {t('enrolment.step-menu.counter', {
            number: index + 1,
            total: steps.length,
            name: t(steps[index]!.labelKey),
          })}
          <span className="suap-step-menu-counter-status"> ({statusText(steps[index]!.step)})</span>
        </p>
      )}
      <ol className="suap-step-menu-list d-none d-sm-grid">
        {steps.map(({ step, number, labelKey }) => {
          const isCurrent = step.name === current;
          const content = (
            <>
              <StatusMark step={step} number={number} />
              <span className="suap-step-text">
                <span className="suap-step-label">{t(labelKey)}</span>
                {/* Seen as a second line, heard as "name (status)": the status is never told by colour alone. */}
                <span className="suap-step-status">
                  <span className="visually-hidden"> (</span>
                  {statusText(step)}
                  <span className="visually-hidden">)</span>
                </span>
                {/* A cue seen without colour (forced colours erase the underline); aria-current already says it. */}
                {isCurrent && (
                  <span className="suap-step-current-marker" aria-hidden="true">
                    {t('enrolment.step-menu.current')}
                  </span>
                )}
              </span>
            </>
          );
          const classes = [
            'suap-step',
            `suap-step-${STATUS_KEYS[step.status]}`,
            isCurrent ? 'suap-step-current' : '',
          ].join(' ');
          return (
            <li key={step.name} className={classes} ref={isCurrent ? currentRef : undefined}>
              {isCurrent ? (
                <span className="suap-step-inner" aria-current="step">
                  {content}
                </span>
              ) : isStepClickable(step.status) ? (
                <Link className="suap-step-inner" to={stepPath(step.name, lang)}>
                  {content}
                </Link>
              ) : (
                <span className="suap-step-inner">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
