import { BONUS_DAYS_DEFAULT, BONUS_ROLLOVER_DEFAULT } from '../../contract/wallet-rules.ts'
/** SEO titles and descriptions per route, and the landing pages' promo data (SPEC.md sections 3 and 7). */
export const SEO_SEEDS: readonly { url: string; title: string; description: string }[] = [
  {
    url: '/',
    title: 'GO Casino – spil online med dansk licens',
    description: 'Over 500 spilleautomater, over tredive jackpotspil og 100 live borde. Dansk licens. 18+.',
  },
  {
    url: '/velkommen',
    title: 'Velkommen til GO Casino',
    description: 'Opret en konto med MitID på få minutter og spil blandt over 500 spilleautomater.',
  },
  {
    url: '/lp',
    title: 'Velkommen til GO Casino',
    description: 'Opret en konto med MitID på få minutter og spil blandt over 500 spilleautomater.',
  },
  {
    url: '/alle-spil',
    title: 'Alle spil – spilleautomater og jackpots | GO Casino',
    description:
      'Se alle spilleautomater hos GO Casino, sorteret efter nyeste, populære, navn, indsats eller TBP.',
  },
  {
    url: '/alle-spil/spiludviklere',
    title: 'Spiludviklere | GO Casino',
    description: 'Spil fra NetEnt, Pragmatic Play, Play’n GO, Nolimit City og mange flere.',
  },
  {
    url: '/alle-spil/kategorier',
    title: 'Kategorier: funktioner og temaer | GO Casino',
    description:
      'Find spil efter funktion som megaways og gratis spins, eller efter tema som vikinger og Egypten.',
  },
  {
    url: '/live-casino',
    title: 'Live casino: fælles borde døgnet rundt | GO Casino',
    description:
      'Roulette, blackjack, baccarat, poker og game shows som animerede studieborde med fælles runder døgnet rundt.',
  },
  {
    url: '/aktuelt',
    title: 'Aktuelt: kampagner og tilbud | GO Casino',
    description: 'Ugens kampagner, gratis spins og bonusser hos GO Casino.',
  },
  {
    url: '/go',
    title: 'GO knappen | GO Casino',
    description: 'Tryk GO og se, hvilket tilbud der venter på dig i dag.',
  },
  {
    url: '/afmeld-nyhedsbrev',
    title: 'Afmeld nyhedsbrev | GO Casino',
    description: 'Afmeld eller tilmeld GO Casinos nyhedsbrev.',
  },
]

const LANDING = {
  logo: '/brand/go-logo.svg',
  button_text: 'Opret konto',
  cta_button_text: 'Opret konto med MitID',
  cta_button_link: '/opret-konto',
  terms: '18+ | Spil ansvarligt | StopSpillet: 70 22 28 25 | ROFUS: spillemyndigheden.dk/rofus',
  // From the welcome bonus's own data (server/seed/wallet.ts VELKOMST100), so the promise is the rule.
  terms2: `Nye spillere. Bonus højst 1.000 kr., ${BONUS_ROLLOVER_DEFAULT} gange omsætning inden for ${BONUS_DAYS_DEFAULT} dage. Fulde vilkår på siden.`,
  background_image: '/cdn/categories/vikinger.svg',
  /** The landing pages' banner is composed for a game of this theme when the content is seeded. */
  banner_theme: 'vikinger',
}

/** Keyed by the last path segment of the landing route (SPEC.md section 2). */
export const LANDING_SEEDS = [
  { url: 'velkommen', header: 'Velkommen til GO Casino – dansk licens, over 500 spil', ...LANDING },
  { url: 'lp', header: 'Spil med GO: 100 live borde og over 500 spilleautomater', ...LANDING },
] as const
