/**
 * The contacts of the office that runs this portal, shown on the support, privacy and accessibility pages.
 * They belong to the deployment: whoever operates the portal sets its own addresses here before going live
 * (the .example domain is reserved and cannot receive mail, so a forgotten change is obvious, not misleading).
 */
export const PORTAL_CONTACTS = {
  email: 'assistenza@portale-suap.example',
  pec: 'portale-suap@pec.portale-suap.example',
  dpo: 'rpd@portale-suap.example',
} as const;
