/** The player API's Danish answers; SPEC.md section 8 wording where it gives one. */
export const LOGIN_ATTEMPTS = 6

export const T = {
  loginFirst: 'Du skal logge ind først',
  wrongLogin: (left: number) =>
    `Brugernavn eller kode er forkert. Du har ${LOGIN_ATTEMPTS} forsøg i alt. Forsøg tilbage: ${left}`,
  locked: `Brugernavn eller kode er forkert. Du har brugt alle ${LOGIN_ATTEMPTS} forsøg, og kontoen er låst. Nulstil dit kodeord med MitID.`,
  wrongPassword: 'Forkert kodeord, prøv venligst igen',
  wrongPin: 'Forkert pinkode',
  pinLeft: (left: number) => `Pin er forkert. Forsøg tilbage: ${left}`,
  pinExhausted: 'Du har nået dine forsøg.',
  excludedUntil: (time: string) => `Din selvudelukkelse er aktiv frem til ${time}`,
  excludedOk: 'Du vil blive udelukket i den valgte periode.',
  alreadyExcluded: 'Du er allerede udelukket. Kontakt kundeservice for mere information.',
  excludedForGood:
    'Du har udelukket dig selv permanent, og din konto er lukket. Kontakt kundeservice for mere information.',
  outsideDenmark:
    'Din internetforbindelse er dårlig, eller du er uden for Danmark. Spil for rigtige penge kræver, at du er i Danmark.',
  sessionExpired: 'Din session er udløbet. Log venligst ind igen.',
  rofus:
    'Du er registreret i ROFUS (Register Over Frivilligt Udelukkede Spillere) og kan ikke oprette en konto eller logge ind.',
  closed: 'Din konto er lukket, fordi den ikke blev verificeret inden for 30 dage. Kontakt kundeservice.',
  otherBrand: 'Din konto hører ikke til dette casino. Log ind på det casino, hvor du oprettede den.',
  underAge: 'Du skal være fyldt 18 år for at spille hos os.',
  cprWrong: 'CPR nummer er ikke korrekt, prøv igen.',
  emailExists:
    'Der findes allerede en konto med denne e-mail. Log ind med MitID, eller kontakt kundeservice, hvis du har glemt dine oplysninger.',
  cprExists:
    'Der findes allerede en konto med dette CPR-nummer. Log ind med MitID, eller kontakt kundeservice, hvis du har glemt dine oplysninger.',
  userNameTaken: 'Brugernavnet er optaget. Vælg et andet.',
  signupExpired: 'Din oprettelse er udløbet. Start forfra.',
  signupStep: 'Udfyld de foregående trin først.',
  identityMismatch: 'MitID-identiteten passer ikke med det CPR-nummer, du indtastede.',
  noAccountForCpr: 'Der findes ingen konto med dette CPR-nummer. Opret en konto først.',
  addressLocked: 'Adresse og navn kommer fra CPR-registret og kan ikke ændres her.',
  profileChanged: 'Dine kontooplysninger er blevet ændret',
  passwordChanged: 'Dit kodeord er blevet ændret',
  resetSent: 'Hvis brugernavn og e-mail passer, har vi sendt dig en e-mail med vejledning.',
  invalidEmail: 'Fejl. Ugyldig email.',
  notYourDevice: 'Enheden hører til en anden bruger.',
} as const
