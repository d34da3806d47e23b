import { useTranslation } from 'react-i18next';

interface TimelineStep {
  title: string;
  text: string;
}

/** The four steps of the service (SPEC §2) as an ordered list: the order is the meaning. */
export function ServiceTimeline() {
  const { t } = useTranslation();
  const steps = t('startup-service.timeline.steps', { returnObjects: true }) as TimelineStep[];
  return (
    <section className="mb-5" aria-labelledby="startup-timeline">
      <h2 id="startup-timeline" className="h3 mb-3">
        {t('startup-service.timeline.title')}
      </h2>
      <p>{t('startup-service.timeline.intro')}</p>
      <ol className="suap-timeline list-unstyled mb-0">
        {steps.map((step, index) => (
          <li key={step.title} className="suap-timeline-step d-flex mb-4">
            <span className="suap-timeline-number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className="h5 mb-1">
                <span className="visually-hidden">
                  {t('startup-service.timeline.step-label', { number: index + 1, total: steps.length })}:{' '}
                </span>
                {step.title}
              </h3>
              <p className="mb-0">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
