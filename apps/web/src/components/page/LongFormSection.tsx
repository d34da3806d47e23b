import type { ReactNode } from 'react';

/** One section of a long text page (privacy notice, accessibility statement, help), as kept in i18n. */
export interface LongFormContent {
  id?: string;
  title: string;
  paragraphs?: string[];
  /** A bullet list after the paragraphs. */
  items?: string[];
  /** Numbered steps, for procedures. */
  steps?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

interface LongFormSectionProps {
  content: LongFormContent;
  headingId: string;
  headingLevel?: 2 | 3;
  /** Extra content at the end of the section (links). */
  children?: ReactNode;
}

export function LongFormSection({ content, headingId, headingLevel = 2, children }: LongFormSectionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="mb-5" aria-labelledby={headingId}>
      <Heading id={headingId} className={headingLevel === 2 ? 'h3 mb-3' : 'h4 mb-3'}>
        {content.title}
      </Heading>
      {content.paragraphs?.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {content.items && (
        <ul>
          {content.items.map((text) => (
            <li key={text} className="mb-2">
              {text}
            </li>
          ))}
        </ul>
      )}
      {content.steps && (
        <ol>
          {content.steps.map((text) => (
            <li key={text} className="mb-2">
              {text}
            </li>
          ))}
        </ol>
      )}
      {content.after?.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {children}
    </section>
  );
}
