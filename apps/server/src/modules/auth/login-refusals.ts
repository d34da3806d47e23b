import type { Language } from '@suap/shared';
import { ApiError } from '../../lib/reply.js';

export const AUTH_FAILED = 'Authentication failed';

/**
 * The refusal the web turns into the authentication-failed modal (SPEC §8). `details` carry the login's language
 * and the provider logout URL (auth.schemas.ts AuthFailedReplySchema).
 */
export const authFailed = (
  status: 401 | 403,
  description: string,
  details?: { lang: Language; logoutUrl?: string | null },
) => new ApiError(status, AUTH_FAILED, description, details);

/**
 * Why a login is refused, in both languages: the reply speaks the language the login was started in (the
 * pre-login's `lang`), or the page's for identity matching.
 */
const REFUSALS = {
  'started-for-bo': [
    401,
    'Questo accesso è stato avviato per il back office',
    'This login was started for the back office',
  ],
  'started-for-fo': [
    401,
    'Questo accesso è stato avviato per il front office',
    'This login was started for the front office',
  ],
  'no-id-token': [
    401,
    "Il gestore dell'identità non ha inviato il token di identità",
    'The identity provider sent no ID token',
  ],
  'no-identifier': [
    401,
    "Il gestore dell'identità non ha inviato né un codice fiscale né un identificativo eIDAS",
    'The identity provider sent neither a fiscal code nor an eIDAS identifier',
  ],
  'no-fiscal-code': [
    401,
    "Il gestore dell'identità non ha inviato il codice fiscale",
    'The identity provider sent no fiscal code',
  ],
  'no-user': [401, 'Nessun utente per questa identità', 'No user record for this identity'],
  'inactive-fo': [
    403,
    "Il tuo utente non è attivo: contatta l'ufficio",
    'Your user is not active: contact the office',
  ],
  'profile-fo': [
    403,
    "Il tuo profilo non può usare il front office: usa l'accesso al back office",
    'Your profile cannot use the front office: use the back-office login',
  ],
  'no-bo-user': [
    403,
    'Non hai un utente del back office: chiedi a un amministratore di crearlo',
    'You have no back-office user: ask an administrator to create it',
  ],
  'inactive-bo': [
    403,
    'Il tuo utente non è attivo: contatta un amministratore',
    'Your user is not active: contact an administrator',
  ],
  'profile-bo': [
    403,
    'Il tuo profilo non può usare il back office',
    'Your profile cannot use the back office',
  ],
} as const satisfies Record<string, readonly [401 | 403, string, string]>;

export type RefusalKey = keyof typeof REFUSALS;

export function refuse(key: RefusalKey, lang: Language): ApiError {
  const [status, it, en] = REFUSALS[key];
  return authFailed(status, lang === 'en' ? en : it, { lang });
}

/** The provider refused the code exchange; `reason` is the provider's own error code and text. */
export function refuseExchange(reason: string, lang: Language): ApiError {
  return authFailed(
    401,
    lang === 'en'
      ? `The identity provider did not accept the login (${reason}): log in again`
      : `Il gestore dell'identità non ha accettato l'accesso (${reason}): accedi di nuovo`,
    { lang },
  );
}
