import { useTranslation } from 'react-i18next';
import { LongFormSection } from '../../components/page/LongFormSection';
import { useLongForm } from '../../components/page/use-long-form';
import type { HelpSectionId } from './help-sections';

/** The guide of one section: an intro, a local table of contents, then one subsection per topic. */
export function HelpTopics({ sectionId }: { sectionId: HelpSectionId }) {
  const { t } = useTranslation();
  const topics = useLongForm(`help-online.sections.${sectionId}.topics`);
  const anchor = (index: number) => `help-${sectionId}-${index + 1}`;
  return (
    <>
      <p className="lead">{t(`help-online.sections.${sectionId}.intro`)}</p>
      <nav className="mb-5" aria-labelledby="help-toc">
        <h2 id="help-toc" className="h5">
          {t('help-online.on-this-page')}
        </h2>
        <ol>
          {topics.map((topic, index) => (
            <li key={topic.title}>
              <a href={`#${anchor(index)}`}>{topic.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {topics.map((topic, index) => (
        <LongFormSection key={topic.title} content={topic} headingId={anchor(index)} />
      ))}
    </>
  );
}
