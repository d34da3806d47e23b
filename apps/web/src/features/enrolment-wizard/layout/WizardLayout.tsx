import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, type EnrolmentStepName } from '@suap/shared';
import { Icon } from '../../../components/icon/Icon';
import { PageHeading } from '../../../components/page/PageHeading';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { useLanguage } from '../../../lib/use-language';
import { ENROLMENT_STEP_REGISTRY } from '../steps/registry/enrolment-steps';
import { definitionOf } from '../steps/registry/step-registry';
import { previousStep, type Navigation } from '../steps/step-machine';
import { outsidePaths, stepPath } from '../steps/use-go-to-step';
import { StepMenu } from './StepMenu';
import '../wizard.css';

interface WizardLayoutProps {
  step: EnrolmentStepName;
  navigation: Navigation;
  /** The creation instant of a draft taken up again: the person is told which request they continue. */
  resumedFrom?: string | null;
  showMenu?: boolean;
  showBack?: boolean;
  children: ReactNode;
}

/**
 * The frame of every wizard step: breadcrumb, back link, the step's h1, the resumed-draft notice and the step
 * menu. The page title is the step's name.
 */
export function WizardLayout({
  step,
  navigation,
  resumedFrom,
  showMenu = true,
  showBack = true,
  children,
}: WizardLayoutProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t(definitionOf(ENROLMENT_STEP_REGISTRY, step).titleKey);
  usePageMeta({ title });
  const previous = previousStep(navigation, step);
  const backTo = previous ? stepPath(previous.name, lang) : outsidePaths.startupService(lang);
  const backLabel = previous
    ? t('enrolment.layout.back-to', {
        name: t(definitionOf(ENROLMENT_STEP_REGISTRY, previous.name).labelKey),
      })
    : t('enrolment.layout.back-to-service');

  return (
    <div className="container py-4 suap-wizard">
      <nav aria-label={t('enrolment.layout.breadcrumb')} className="breadcrumb-container">
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link to={outsidePaths.home(lang)}>{t('enrolment.layout.home')}</Link>
            <span className="separator" aria-hidden="true">
              /
            </span>
          </li>
          <li className="breadcrumb-item">
            <Link to={outsidePaths.startupService(lang)}>{t('enrolment.layout.service')}</Link>
            <span className="separator" aria-hidden="true">
              /
            </span>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {title}
          </li>
        </ol>
      </nav>
      {showBack && (
        <p className="mb-3">
          <Link to={backTo} className="suap-back-link d-inline-flex align-items-center gap-1">
            <Icon name="it-arrow-right" size="sm" color="primary" className="suap-back-icon" />
            {backLabel}
          </Link>
        </p>
      )}
      <p className="suap-wizard-service mb-1">{t('enrolment.layout.service-name')}</p>
      <PageHeading className="mb-4">{title}</PageHeading>
      {resumedFrom && (
        <div className="alert alert-info mb-4" role="status">
          {t('enrolment.layout.resumed', { date: formatDate(resumedFrom) })}
        </div>
      )}
      {showMenu && <StepMenu navigation={navigation} current={step} />}
      {children}
    </div>
  );
}
