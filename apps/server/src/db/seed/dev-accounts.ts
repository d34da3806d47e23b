// The development accounts of the embedded identity providers (issue 3), one source for the providers'
// login page and claims and for the seeded portal users. All development passwords are "password"
// (checked by the providers, never stored here). Dates are ISO (YYYY-MM-DD).

export type DevIdp = 'fo' | 'bo';
export type DevProfileId = 1 | 2 | 3 | 99;

export interface DevAccount {
  username: string;
  idp: DevIdp;
  firstName: string;
  lastName: string;
  /** Fiscal code carried in the ID token (as TINIT-<code>); null when the token has none (eIDAS). */
  fiscalCode: string | null;
  /** eIDAS identifier (identities[0].userId), only for foreign identities. */
  eidasId: string | null;
  /** The fiscal code the person enters on the identity-matching page when the token has none. */
  matchingFiscalCode: string | null;
  birthDate: string;
  /** State of birth (SPEC §3 placeOfBirth). */
  placeOfBirth: string;
  cityOfBirth: string;
  gender: 'M' | 'F';
  email: string;
  profileId: DevProfileId;
  active: 0 | 1;
  /** Whether a portal user record is seeded; others log in to find none (or are matched first). */
  seededUser: boolean;
  expectedOutcome: string;
}

const mario = {
  firstName: 'Mario',
  lastName: 'Rossi',
  fiscalCode: 'RSSMRA80A01H501U',
  eidasId: null,
  matchingFiscalCode: null,
  birthDate: '1980-01-01',
  placeOfBirth: 'Italia',
  cityOfBirth: 'Roma',
  gender: 'M',
  email: 'mario.rossi@example.com',
  profileId: 1,
  active: 1,
  seededUser: true,
} as const;

export const DEV_ACCOUNTS: readonly DevAccount[] = [
  { username: 'mario.rossi', idp: 'fo', ...mario, expectedOutcome: 'citizen, logs in' },
  {
    username: 'anna.verdi',
    idp: 'fo',
    firstName: 'Anna',
    lastName: 'Verdi',
    fiscalCode: 'VRDNNA90E52F205A',
    eidasId: null,
    matchingFiscalCode: null,
    birthDate: '1990-05-12',
    placeOfBirth: 'Italia',
    cityOfBirth: 'Milano',
    gender: 'F',
    email: 'anna.verdi@example.com',
    profileId: 1,
    active: 1,
    seededUser: true,
    expectedOutcome: 'second citizen, logs in',
  },
  {
    username: 'giulia.bianchi',
    idp: 'fo',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    fiscalCode: 'BNCGLI85M41D612C',
    eidasId: null,
    matchingFiscalCode: null,
    birthDate: '1985-08-01',
    placeOfBirth: 'Italia',
    cityOfBirth: 'Firenze',
    gender: 'F',
    email: 'giulia.bianchi@example.com',
    profileId: 1,
    active: 1,
    seededUser: true,
    expectedOutcome: 'citizen and legal representative of Bianchi Design S.r.l., logs in',
  },
  {
    username: 'hans.mueller',
    idp: 'fo',
    firstName: 'Hans',
    lastName: 'Müller',
    fiscalCode: null,
    eidasId: 'DE/IT/HM1975DE',
    matchingFiscalCode: 'MLLHNS75C15Z112U',
    birthDate: '1975-03-15',
    placeOfBirth: 'Germania',
    cityOfBirth: 'München',
    gender: 'M',
    email: 'hans.mueller@example.com',
    profileId: 1,
    active: 1,
    seededUser: false,
    expectedOutcome: 'eIDAS user without fiscal code, goes to identity matching',
  },
  {
    // A second eIDAS identity: linking one is permanent, so the browser suites keep hans.mueller unlinked
    // (accessibility sweep) and link this one (identity-matching journey), whatever order they run in.
    username: 'marie.dupont',
    idp: 'fo',
    firstName: 'Marie',
    lastName: 'Dupont',
    fiscalCode: null,
    eidasId: 'FR/IT/MD1982FR',
    matchingFiscalCode: 'DPNMRA82H50Z110D',
    birthDate: '1982-06-10',
    placeOfBirth: 'Francia',
    cityOfBirth: 'Lyon',
    gender: 'F',
    email: 'marie.dupont@example.com',
    profileId: 1,
    active: 1,
    seededUser: false,
    expectedOutcome: 'eIDAS user from France without fiscal code, goes to identity matching',
  },
  {
    username: 'luca.neri',
    idp: 'fo',
    firstName: 'Luca',
    lastName: 'Neri',
    fiscalCode: 'NRELCU70S20F839G',
    eidasId: null,
    matchingFiscalCode: null,
    birthDate: '1970-11-20',
    placeOfBirth: 'Italia',
    cityOfBirth: 'Napoli',
    gender: 'M',
    email: 'luca.neri@example.com',
    profileId: 1,
    active: 0,
    seededUser: true,
    expectedOutcome: 'inactive user, refused with the authentication-failed modal',
  },
  {
    username: 'admin',
    idp: 'bo',
    firstName: 'Paola',
    lastName: 'Gialli',
    fiscalCode: 'GLLPLA78B43L219T',
    eidasId: null,
    matchingFiscalCode: null,
    birthDate: '1978-02-03',
    placeOfBirth: 'Italia',
    cityOfBirth: 'Torino',
    gender: 'F',
    email: 'paola.gialli@example.com',
    profileId: 2,
    active: 1,
    seededUser: true,
    expectedOutcome: 'back-office administrator, all of it',
  },
  {
    username: 'collab',
    idp: 'bo',
    firstName: 'Marco',
    lastName: 'Blu',
    fiscalCode: 'BLUMRC82P09A944Y',
    eidasId: null,
    matchingFiscalCode: null,
    birthDate: '1982-09-09',
    placeOfBirth: 'Italia',
    cityOfBirth: 'Bologna',
    gender: 'M',
    email: 'marco.blu@example.com',
    profileId: 3,
    active: 1,
    seededUser: true,
    expectedOutcome: 'back-office collaborator, requests only',
  },
  {
    username: 'staff',
    idp: 'bo',
    firstName: 'Elena',
    lastName: 'Conti',
    fiscalCode: 'CNTLNE88D50L219P',
    eidasId: null,
    matchingFiscalCode: null,
    birthDate: '1988-04-10',
    placeOfBirth: 'Italia',
    cityOfBirth: 'Torino',
    gender: 'F',
    email: 'elena.conti@example.com',
    profileId: 99,
    active: 1,
    seededUser: true,
    expectedOutcome: 'generic back-office operator (profile 99)',
  },
  // The same person as the front-office mario.rossi: his portal user is FRONT_OFFICE, so the back office refuses him.
  {
    username: 'mario.rossi',
    idp: 'bo',
    ...mario,
    expectedOutcome: 'refused at back-office login (front-office profile)',
  },
  {
    username: 'sara.russo',
    idp: 'bo',
    firstName: 'Sara',
    lastName: 'Russo',
    fiscalCode: 'RSSSRA92L47F839E',
    eidasId: null,
    matchingFiscalCode: null,
    birthDate: '1992-07-07',
    placeOfBirth: 'Italia',
    cityOfBirth: 'Napoli',
    gender: 'F',
    email: 'sara.russo@example.com',
    profileId: 3,
    active: 1,
    seededUser: false,
    expectedOutcome: 'no portal user yet: refused until an administrator creates her user',
  },
];

export function findDevAccount(idp: DevIdp, username: string): DevAccount | undefined {
  return DEV_ACCOUNTS.find((account) => account.idp === idp && account.username === username);
}

/** One entry per person who gets a portal user (mario.rossi has an account on both providers). */
export function seededPortalAccounts(): DevAccount[] {
  const seen = new Set<string>();
  return DEV_ACCOUNTS.filter((account) => {
    if (!account.seededUser || !account.fiscalCode || seen.has(account.fiscalCode)) return false;
    seen.add(account.fiscalCode);
    return true;
  });
}
