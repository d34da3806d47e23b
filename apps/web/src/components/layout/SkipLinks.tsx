import { Skiplink, SkiplinkItem } from 'design-react-kit';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID, MAIN_NAVIGATION_ID } from './layout-links';

interface SkipLinksProps {
  onSkipToMain: () => void;
  onSkipToNavigation: () => void;
}

/**
 * Wraps two kit bugs (DESIGN.md): Skiplink drops its children unless `nav` is set, and SkiplinkItem turns
 * its href into "#" as soon as it gets an onClick. So the links keep real hrefs (they still work if
 * scripts fail) and the clicks are handled on the surrounding <nav>.
 */
export function SkipLinks({ onSkipToMain, onSkipToNavigation }: SkipLinksProps) {
  const { t } = useTranslation();

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const href = (event.target as HTMLElement).closest('a')?.getAttribute('href');
    if (href === `#${MAIN_CONTENT_ID}`) {
      event.preventDefault();
      onSkipToMain();
    } else if (href === `#${MAIN_NAVIGATION_ID}`) {
      event.preventDefault();
      onSkipToNavigation();
    }
  };

  return (
    <Skiplink nav ariaLabel={t('skip-links.label')} onClick={onClick}>
      <SkiplinkItem navItem href={`#${MAIN_CONTENT_ID}`}>
        {t('skip-links.main')}
      </SkiplinkItem>
      <SkiplinkItem navItem href={`#${MAIN_NAVIGATION_ID}`}>
        {t('skip-links.navigation')}
      </SkiplinkItem>
    </Skiplink>
  );
}
