/** The logged-in citizen as the rules need them. */
export interface Actor {
  userId: number;
  /** The portal user's fiscal code. */
  fiscalCode: string;
  /** True when the identity provider gave the fiscal code: the request's one must then be the user's own. */
  fiscalCodeFromProvider: boolean;
}
