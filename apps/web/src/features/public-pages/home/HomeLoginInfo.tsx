import { useTranslation } from 'react-i18next';

const methods = ['spid', 'cie', 'eidas'] as const;

export function HomeLoginInfo() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-login">
      <h2 id="home-login" className="mb-3">
        {t('home.login.title')}
      </h2>
      <p>{t('home.login.intro')}</p>
      <ul className="row list-unstyled mb-3">
        {methods.map((method) => (
          <li key={method} className="col-12 col-md-4 mb-3">
            <div className="border rounded p-3 h-100">
              <h3 className="h5 mb-1">{t(`home.login.${method}-title`)}</h3>
              <p className="mb-0">{t(`home.login.${method}-text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mb-0">{t('home.login.outro')}</p>
    </section>
  );
}
