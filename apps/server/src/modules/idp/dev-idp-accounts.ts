import { DEV_ACCOUNTS, type DevAccount } from '../../db/seed/dev-accounts.js';
import type { IdpAccount } from './accounts.js';
import type { IdpName } from '@suap/shared';

// Italian wording of each account's expected outcome (the English one lives with the account list).
const OUTCOME_IT: Record<string, string> = {
  'fo:mario.rossi': 'cittadino, accede',
  'fo:anna.verdi': 'seconda cittadina, accede',
  'fo:giulia.bianchi': 'cittadina e legale rappresentante di Bianchi Design S.r.l., accede',
  'fo:hans.mueller': 'utente eIDAS senza codice fiscale, passa dal riconoscimento dell’identità',
  'fo:marie.dupont':
    'utente eIDAS dalla Francia senza codice fiscale, passa dal riconoscimento dell’identità',
  'fo:luca.neri': 'utente non attivo, rifiutato con il messaggio di autenticazione non riuscita',
  'bo:admin': 'amministratore del back office, accede a tutto',
  'bo:collab': 'collaboratore del back office, solo richieste',
  'bo:staff': 'operatore generico del back office (profilo 99)',
  'bo:mario.rossi': 'rifiutato al back office (profilo front office)',
  'bo:sara.russo': 'ancora senza utente del portale: rifiutata finché un amministratore non la crea',
};

function describe(account: DevAccount, outcome: string): string {
  const identity = account.fiscalCode ?? account.eidasId ?? '';
  return `${account.firstName} ${account.lastName}, ${identity} — ${outcome}`;
}

function toIdpAccount(account: DevAccount): IdpAccount {
  return {
    idp: account.idp,
    username: account.username,
    firstName: account.firstName,
    lastName: account.lastName,
    birthDate: account.birthDate,
    gender: account.gender,
    email: account.email,
    fiscalCode: account.fiscalCode ?? undefined,
    eidasId: account.eidasId ?? undefined,
    note: {
      it: describe(account, OUTCOME_IT[`${account.idp}:${account.username}`] ?? account.expectedOutcome),
      en: describe(account, account.expectedOutcome),
    },
  };
}

/** The development accounts of one embedded provider (issue 3's table). */
export function idpAccounts(idp: IdpName): IdpAccount[] {
  return DEV_ACCOUNTS.filter((account) => account.idp === idp).map(toIdpAccount);
}
