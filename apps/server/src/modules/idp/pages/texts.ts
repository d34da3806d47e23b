import type { IdpName } from '@suap/shared';

export type PageLanguage = 'it' | 'en';

/** Every string of the provider pages, in Italian and English. */
export const TEXTS = {
  it: {
    providerName: {
      fo: 'Identità digitale di sviluppo (SPID, CIE, eIDAS)',
      bo: 'Accesso operatori di sviluppo',
    },
    skipToContent: 'Vai al contenuto principale',
    switchLanguage: 'English',
    switchLanguageLabel: 'Read this page in English',
    otherLanguage: 'en',
    loginTitle: 'Accedi',
    loginIntro: {
      fo: 'Accedi al portale SUAP con la tua identità digitale.',
      bo: 'Accedi al back office del portale SUAP.',
    },
    devNotice: 'Questo fornitore di identità serve solo per sviluppo e test: non usare dati reali.',
    username: 'Nome utente',
    password: 'Password',
    submit: 'Accedi',
    cancel: 'Annulla',
    errorSummaryTitle: 'Non è stato possibile accedere',
    wrongCredentials: 'Nome utente o password non corretti. Controlla i dati e riprova.',
    missingFields: 'Inserisci nome utente e password.',
    accountsTitle: 'Account di sviluppo',
    accountsIntro: 'La password di tutti gli account è',
    accountsCaption: 'Account disponibili su questo fornitore di identità',
    accountColumn: 'Nome utente',
    whoColumn: 'Chi è e cosa succede',
    logoutTitle: 'Uscita in corso',
    logoutIntro: 'Stai uscendo dal fornitore di identità.',
    logoutConfirm: 'Esci',
    logoutCancel: 'Resta collegato',
    postLogoutTitle: 'Sei uscito',
    postLogoutIntro: 'Sei uscito dal fornitore di identità. Puoi chiudere questa pagina.',
    errorTitle: 'Si è verificato un errore',
    errorIntro: 'La richiesta di accesso non è valida o è scaduta. Torna al portale e riprova.',
    errorCode: 'Codice errore',
  },
  en: {
    providerName: { fo: 'Development digital identity (SPID, CIE, eIDAS)', bo: 'Development staff login' },
    skipToContent: 'Skip to main content',
    switchLanguage: 'Italiano',
    switchLanguageLabel: 'Leggi questa pagina in italiano',
    otherLanguage: 'it',
    loginTitle: 'Log in',
    loginIntro: {
      fo: 'Log in to the SUAP portal with your digital identity.',
      bo: 'Log in to the SUAP portal back office.',
    },
    devNotice: 'This identity provider is for development and testing only: do not use real data.',
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
    cancel: 'Cancel',
    errorSummaryTitle: 'You could not be logged in',
    wrongCredentials: 'The username or password is not correct. Check them and try again.',
    missingFields: 'Enter your username and password.',
    accountsTitle: 'Development accounts',
    accountsIntro: 'The password of every account is',
    accountsCaption: 'Accounts available at this identity provider',
    accountColumn: 'Username',
    whoColumn: 'Who it is and what happens',
    logoutTitle: 'Logging out',
    logoutIntro: 'You are logging out of the identity provider.',
    logoutConfirm: 'Log out',
    logoutCancel: 'Stay logged in',
    postLogoutTitle: 'You are logged out',
    postLogoutIntro: 'You have logged out of the identity provider. You can close this page.',
    errorTitle: 'Something went wrong',
    errorIntro: 'The login request is not valid or has expired. Go back to the portal and try again.',
    errorCode: 'Error code',
  },
} as const;

export function providerName(lang: PageLanguage, idp: IdpName): string {
  return TEXTS[lang].providerName[idp];
}

/** First supported language of a ui_locales value ("en-GB it" -> en); Italian by default. */
export function languageFrom(...candidates: unknown[]): PageLanguage {
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    for (const tag of candidate.split(/\s+/)) {
      const primary = tag.toLowerCase().split('-')[0];
      if (primary === 'it' || primary === 'en') return primary;
    }
  }
  return 'it';
}
