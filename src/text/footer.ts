/** The footer's and top bar's texts: licence, help, payments (SPEC.md section 2; issue 32 item 3). */
export const daFooter = {
  label: 'Sidefod',
  licence:
    'GO Casino ApS, CVR 12345678, har tilladelse til at udbyde online kasino i Danmark og er under tilsyn af Spillemyndigheden.',
  licenceLink: 'Se tilladelsen hos Spillemyndigheden',
  regulator: 'Spillemyndigheden, Englandsgade 25, 5000 Odense C',
  numbers: 'Over 500 spilleautomater, over tredive jackpotspil og 100 live borde.',
  marks: 'Licens og ansvarligt spil',
  ageMark: '18+',
  ageText: 'Spil kun, hvis du er fyldt 18 år. Spil ansvarligt.',
  licensed: 'Licenseret af Spillemyndigheden',
  rofus: 'ROFUS',
  rofusText: 'Udeluk dig selv fra alle danske spiludbydere via ROFUS.',
  stopSpillet: 'StopSpillet',
  helpTitle: 'Hjælp til spilafhængighed',
  helpline: 'Ring til StopSpillet på 70 22 28 25 – gratis og anonymt.',
  selfTest: 'Tag StopSpillets selvtest: har du et problem med spil?',
  centres: 'Gratis behandlingssteder',
  responsibleTitle: 'Ansvarligt spil',
  aboutTitle: 'Om GO Casino',
  payments: 'Betalingsmetoder',
  cookies: 'Cookie-indstillinger',
  licences: 'Licenser for grafik og skrifttyper',
} as const

/** The places the footer links to; StopSpillet's self-test is on its front page. */
export const FOOTER_LINKS = {
  regulator: 'https://www.spillemyndigheden.dk',
  rofus: 'https://www.rofus.nu',
  stopSpillet: 'https://www.stopspillet.dk',
  selfTest: 'https://www.stopspillet.dk',
} as const

/** The first-visit consent banner (Datatilsynet: accepting and refusing are equally easy). */
export const daConsent = {
  title: 'Vi bruger cookies',
  text: 'Nødvendige cookies holder dig logget ind og husker dine valg. Med dit samtykke bruger vi også cookies til statistik og marketing. Du kan altid ændre dit valg under Cookie-indstillinger nederst på siden.',
  acceptAll: 'Accepter alle',
  necessaryOnly: 'Kun nødvendige',
  settings: 'Indstillinger',
} as const
