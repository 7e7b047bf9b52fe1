/** Sign-up and identity texts (SPEC.md sections 2, 5 and 8). Owned by src/features/signup/. */
export const daSignup = {
  title: 'Opret konto',
  stepOf: (step: number, total: number) => `Trin ${step} af ${total}`,
  stepNames: ['CPR og e-mail', 'MitID', 'Dine oplysninger', 'Din konto'],
  welcome: (brand: string) => `Velkommen til ${brand}`,
  // Step 1
  intro: 'Opret din konto med dit CPR-nummer og MitID. Du skal være fyldt 18 år.',
  cpr: 'CPR-nummer',
  cprHint: '10 cifre, fx 010190-1234',
  email: 'E-mail',
  continueMitid: 'Fortsæt med MitID',
  // Step 2
  redirecting: 'Du sendes videre til MitID…',
  // Step 3
  reviewIntro: 'Vi har hentet dine oplysninger fra CPR-registret. Tjek dem, og ret dem, hvis de ikke passer.',
  firstName: 'Fornavn',
  lastName: 'Efternavn',
  address: 'Adresse',
  zip: 'Postnummer',
  city: 'By',
  birthDate: 'Fødselsdato',
  edit: 'Ret',
  confirm: 'Bekræft',
  zipInvalid: 'Postnummeret skal være 4 cifre',
  // Step 4
  tempNote:
    'Dine oplysninger afviger fra CPR-registret. Du kan spille med det samme, men kontoen skal verificeres inden for 30 dage.',
  userName: 'Brugernavn',
  userNameHint: 'Mindst 6 tegn, kun bogstaver og tal, mindst ét bogstav og ét tal',
  password: 'Kodeord',
  passwordHint: 'Mindst 8 tegn med ét stort og ét lille bogstav og to tal',
  mobile: 'Mobilnummer',
  securityQuestion: 'Sikkerhedsspørgsmål',
  chooseQuestion: 'Vælg et spørgsmål',
  securityAnswer: 'Svar',
  expectBetting: 'Forventet spilleomfang',
  chooseBetting: 'Vælg spilleomfang',
  betting: {
    '0-1000': '0 – 1.000 kr.',
    '1000-5000': '1.000 – 5.000 kr.',
    '5000-20000': '5.000 – 20.000 kr.',
    '20000+': 'Over 20.000 kr.',
  },
  acceptTerms: 'Jeg accepterer betingelserne',
  newsletter: 'Ja tak, send mig nyheder og tilbud på e-mail',
  bonusCode: 'Bonuskode',
  submit: 'Opret konto',
  busy: 'Vent venligst…',
  // Email-exists popup (SPEC.md section 2)
  emailExist: {
    title: 'Velkommen tilbage!',
    text: 'Der findes allerede en konto. Log ind med MitID, eller kontakt kundeservice, hvis du har glemt dine oplysninger.',
    contact: 'Kontakt os',
    login: 'Log ind',
  },
  // CPR confirmation modal
  cprConfirm: {
    title: 'Bekræft din identitet',
    intro: 'Indtast dit CPR-nummer, og bekræft med MitID.',
  },
  // SPEC.md section 8, National-ID failure
  mitidFailed: 'MitID verification failed',
} as const
