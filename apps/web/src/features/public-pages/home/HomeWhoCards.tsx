import { useTranslation } from 'react-i18next';

const audiences = ['citizens', 'companies', 'eu'] as const;

export function HomeWhoCards() {
  const { t } = useTranslation();
  return (
    <section className="mb-5" aria-labelledby="home-who">
      <h2 id="home-who" className="mb-4">
        {t('home.who.title')}
      </h2>
      <ul className="row list-unstyled mb-0">
        {audiences.map((audience) => (
          <li key={audience} className="col-12 col-md-4 mb-4">
            <div className="card-wrapper h-100">
              <div className="card card-bg rounded shadow-sm h-100 no-after">
                <div className="card-body">
                  <h3 className="card-title h5">{t(`home.who.${audience}-title`)}</h3>
                  <p className="card-text font-sans-serif mb-0">{t(`home.who.${audience}-text`)}</p>
                </div>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
