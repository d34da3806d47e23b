/** The two identity providers of SPEC §1: front office (citizens) and back office (staff). */
export const IDP_NAMES = ['fo', 'bo'] as const;
export type IdpName = (typeof IDP_NAMES)[number];
