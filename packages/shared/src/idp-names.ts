/** The two identity providers of SPEC §1: front office (citizens) and back office (staff). Kept free of zod: the
 * web's first chunk reads it. */
export const IDP_NAMES = ['fo', 'bo'] as const;
export type IdpName = (typeof IDP_NAMES)[number];

export const isIdpName = (value: string): value is IdpName => value === 'fo' || value === 'bo';
