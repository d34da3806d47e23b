import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AgidMark,
  DesignersItaliaMark,
  EuropeanUnionMark,
  ItalianRepublicMark,
  RegionsMark,
} from './institutional-marks';

type LogoKey = 'eu' | 'italy' | 'regions' | 'agid' | 'designers';

const logos: { key: LogoKey; Mark: ComponentType }[] = [
  { key: 'eu', Mark: EuropeanUnionMark },
  { key: 'italy', Mark: ItalianRepublicMark },
  { key: 'regions', Mark: RegionsMark },
  { key: 'agid', Mark: AgidMark },
  { key: 'designers', Mark: DesignersItaliaMark },
];

/** Five institutional marks, each an external link named by its visible caption. */
export function PostFooter() {
  const { t } = useTranslation();
  return (
    <div className="suap-post-footer bg-white pt-4">
      <div className="container">
        <h2 className="visually-hidden">{t('post-footer.label')}</h2>
        <ul className="list-unstyled d-flex flex-wrap justify-content-center justify-content-lg-between gap-4 mb-0">
          {logos.map(({ key, Mark }) => (
            <li key={key}>
              <a
                className="suap-post-footer-link d-flex align-items-center gap-2"
                href={t(`post-footer.${key}-url`)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Mark />
                <span className="suap-post-footer-caption">{t(`post-footer.${key}`)}</span>{' '}
                <span className="visually-hidden">{t('new-window')}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
