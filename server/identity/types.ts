/** What a national-ID check (MitID) proves about the person in front of the screen. */
export type VerifiedIdentity = {
  /** Ten digits, no dash. */
  cpr: string
  firstName: string
  lastName: string
  /** ISO date, YYYY-MM-DD. */
  birthDate: string
  /** The broker's stable id for the person (MitID UUID in production, a sandbox id here). */
  subject: string
}

/**
 * Why the casino sent the person to MitID; it decides the return route: /mitid-verify/success/{mode},
 * or for 'rofus' the ROFUS sandbox's own page (a citizen proves who they are before registering).
 */
export const IDENTITY_MODES = ['login', 'signup', 'forgotpassword', 'confirm', 'rofus'] as const
export type IdentityMode = (typeof IDENTITY_MODES)[number]
