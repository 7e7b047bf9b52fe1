/**
 * What the player reads, written out for the tests to expect. SPEC.md gives the wording of only some
 * answers (section 8 and the field rules); the rest is the Danish the product shows today, copied
 * here once. The tests never import the server's or the client's own text constants as expected
 * values: then a changed constant would pass its own test, and a drift of the words would go unseen.
 */

/** The player API: sign-up, login and account answers. */
export const PLAYER_SAYS = {
  // Logging in and staying logged in. SPEC.md section 8, Deposit: LOGINFIRST; Login: the expired session.
  loginFirst: 'Du skal logge ind først',
  sessionExpired: 'Din session er udløbet. Log venligst ind igen.',
  locked:
    'Brugernavn eller kode er forkert. Du har brugt alle 6 forsøg, og kontoen er låst. Nulstil dit kodeord med MitID.',
  noAccountForCpr: 'Der findes ingen konto med dette CPR-nummer. Opret en konto først.',
  otherBrand: 'Din konto hører ikke til dette casino. Log ind på det casino, hvor du oprettede den.',
  closed: 'Din konto er lukket, fordi den ikke blev verificeret inden for 30 dage. Kontakt kundeservice.',
  rofus:
    'Du er registreret i ROFUS (Register Over Frivilligt Udelukkede Spillere) og kan ikke oprette en konto eller logge ind.',
  // SPEC.md section 8, Geo block: the connection is bad or the player is outside Denmark.
  geoBlocked:
    'Din internetforbindelse er dårlig, eller du befinder dig uden for Danmark. Du kan kun logge ind og oprette en konto fra Danmark.',
  mitidExpired: 'MitID-svaret er udløbet. Prøv igen.',
  // Signing up, in the order of its steps. SPEC.md section 8: an existing e-mail or CPR suggests MitID
  // login or support.
  signupStep: 'Udfyld de foregående trin først.',
  signupExpired: 'Din oprettelse er udløbet. Start forfra.',
  underAge: 'Du skal være fyldt 18 år for at spille hos os.',
  cprExists:
    'Der findes allerede en konto med dette CPR-nummer. Log ind med MitID, eller kontakt kundeservice, hvis du har glemt dine oplysninger.',
  emailExists:
    'Der findes allerede en konto med denne e-mail. Log ind med MitID, eller kontakt kundeservice, hvis du har glemt dine oplysninger.',
  identityMismatch: 'MitID-identiteten passer ikke med det CPR-nummer, du indtastede.',
  userNameTaken: 'Brugernavnet er optaget. Vælg et andet.',
  // The account.
  addressLocked: 'Adresse og navn kommer fra CPR-registret og kan ikke ændres her.',
  resetSent: 'Hvis brugernavn og e-mail passer, har vi sendt dig en e-mail med vejledning.',
  notYourDevice: 'Enheden hører til en anden bruger.',
} as const

/** A game launch's refusals. */
export const LAUNCH_SAYS = {
  unknownBrand: 'Dette casino findes ikke.',
  moneyOnly: 'Dette spil kan kun spilles for rigtige penge. Log ind for at spille.',
  upcoming: (date: string) => `Spillet er ikke udkommet endnu. Det udkommer ${date}.`,
} as const

/** The studio and its live tables. */
export const TABLE_SAYS = {
  betsClosed: 'Indsatserne er lukket for denne runde. Din indsats blev ikke modtaget.',
  noDecision: 'Der er ingen beslutning at træffe lige nu.',
  waitForCard: 'Du har allerede valgt. Næste kort vises, når alle pladser har valgt.',
  insufficientFunds: 'Din saldo er for lav til denne indsats.',
  roundOpen: 'Din forrige runde er ikke afsluttet endnu.',
  wrongCall: 'Den handling findes ikke i dette spil.',
} as const

/** Content: the GO button and the support chat. */
export const CONTENT_SAYS = {
  goAlreadyUsed: 'Du har allerede trykket GO på dette tilbud.',
  goPressFirst: 'Tryk på GO-knappen først.',
  noChat: 'Der er ingen chat. Start en ny chat først.',
} as const

/** The amount fields of the money screens. */
export const AMOUNT_SAYS = {
  decimals: 'Beløbet må højst have 2 decimaler',
  leadingZero: 'Beløbet må ikke starte med 0',
  notNumber: 'Beløbet skal være et tal',
  positive: 'Beløbet skal være større end 0',
  tooLong: 'Beløbet må højst have 7 cifre',
} as const

/** The form fields' rules (SPEC.md section 5 gives the others, such as 'Skal udfyldes'). */
export const FIELD_SAYS = {
  min: (n: number) => `Værdien skal være mindst ${n}`,
  max: (n: number) => `Værdien må højst være ${n}`,
  minLength: (n: number) => `Feltet skal have mindst ${n} tegn`,
  maxLength: (n: number) => `Feltet må højst have ${n} tegn`,
  mobile: 'Mobilnummeret skal have mindst 8 cifre',
} as const
