import type { IdpName } from '@suap/shared';

/** A person the embedded provider can log in (development and tests only; every password is `password`). */
export interface IdpAccount {
  idp: IdpName;
  username: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthDate: string;
  gender: 'M' | 'F';
  email: string;
  /** Absent for eIDAS users from abroad (SPEC §5 identity matching). */
  fiscalCode?: string | undefined;
  /** eIDAS identifier, SPEC §5 pattern (e.g. DE/IT/…). */
  eidasId?: string | undefined;
  /** What the login page says beside the account, in both languages. */
  note: { it: string; en: string };
}

export const DEV_PASSWORD = 'password';

/** The claims of SPEC §3 as a SPID/CIE/eIDAS gateway sends them. */
export function accountClaims(account: IdpAccount): Record<string, unknown> {
  const [year, month, day] = account.birthDate.split('-');
  return {
    name: account.firstName,
    given_name: account.firstName,
    family_name: account.lastName,
    birthdate: account.birthDate,
    date_of_birth: `${day}/${month}/${year}`,
    gender: account.gender,
    email: account.email,
    ...(account.fiscalCode ? { fiscal_number: `TINIT-${account.fiscalCode}` } : {}),
    ...(account.eidasId ? { identities: [{ userId: account.eidasId }] } : {}),
  };
}

export function checkCredentials(
  accounts: readonly IdpAccount[],
  username: string,
  password: string,
): IdpAccount | undefined {
  const account = accounts.find((candidate) => candidate.username === username.trim());
  return account && password === DEV_PASSWORD ? account : undefined;
}
