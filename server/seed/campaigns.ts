import { BONUS_DAYS_DEFAULT, BONUS_ROLLOVER_DEFAULT } from '../../contract/wallet-rules.ts'
/**
 * Demo campaigns, highlights, news articles and GO offers. Each campaign points at a catalogue game
 * picked by theme when seeding, so 'Start game' always opens a real game. One campaign is inactive
 * and one hidden: they exist in the database but never show (SPEC.md section 5).
 */
export type CampaignSeed = {
  seo_url: string
  title: string
  description: string
  terms: string
  theme: string
  active: 'true' | 'false'
  hidden: 'true' | 'false'
  externalId: string | null
  highlight: boolean
}

const TERMS = `<p>Kampagnen gælder for spillere med en dansk konto hos GO Casino. Bonusser skal omsættes ${BONUS_ROLLOVER_DEFAULT} gange inden for ${BONUS_DAYS_DEFAULT} dage. Se de fulde <a href="/velkommen">bonusvilkår</a>.</p>`

export const CAMPAIGN_SEEDS: readonly CampaignSeed[] = [
  {
    seo_url: 'vikingetogt',
    title: 'Vikingetogt: 50 gratis spins',
    description: `<p>Tag med på <strong>vikingetogt</strong> og få 50 gratis spins, når du spiller for mindst 100 kr. på ugens vikingeautomat.</p><ul><li>Gælder mandag til søndag</li><li>Spins tildeles senest dagen efter</li></ul>`,
    terms: TERMS,
    theme: 'vikinger',
    active: 'true',
    hidden: 'false',
    externalId: 'BONUS-VIKING-50',
    highlight: true,
  },
  {
    seo_url: 'faraos-skat',
    title: 'Faraos skat: dobbelt op i weekenden',
    description: `<p>Find <em>faraos skat</em>: i weekenden matcher vi din første indbetaling med 100 % op til 500 kr.</p><p>Bonussen skal omsættes ${BONUS_ROLLOVER_DEFAULT} gange.</p>`,
    terms: TERMS,
    theme: 'egypten',
    active: 'true',
    hidden: 'false',
    externalId: 'BONUS-FARAO-500',
    highlight: true,
  },
  {
    seo_url: 'live-fredag',
    title: 'Live fredag: cashback på live casino',
    description: `<p>Hver fredag får du 10 % cashback på dit nettotab i <strong>live casino</strong>, op til 250 kr.</p>`,
    terms: TERMS,
    theme: 'las_vegas',
    active: 'true',
    hidden: 'false',
    externalId: null,
    highlight: true,
  },
  {
    seo_url: 'julekalender',
    title: 'Julekalender: en ny låge hver dag',
    description: `<p>Åbn en ny låge hver dag i december og find gratis spins, bonusser og præmier.</p>`,
    terms: TERMS,
    theme: 'juletid',
    active: 'true',
    hidden: 'false',
    externalId: null,
    highlight: false,
  },
  {
    seo_url: 'sommerferie',
    title: 'Sommerferie: solskinsspins',
    description: '<p>Kampagnen er slut. Tak fordi du var med.</p>',
    terms: TERMS,
    theme: 'sommer',
    active: 'false',
    hidden: 'false',
    externalId: null,
    highlight: true,
  },
  {
    seo_url: 'vip-aften',
    title: 'VIP aften (kun for inviterede)',
    description: '<p>En lukket kampagne for inviterede spillere.</p>',
    terms: TERMS,
    theme: 'luxus',
    active: 'true',
    hidden: 'true',
    externalId: null,
    highlight: true,
  },
]

export const ARTICLE_SEEDS = [
  {
    type: 'news',
    slug: 'nye-spil-hver-uge',
    title: 'Nye spil hver uge',
    teaser: 'Vi lancerer nye spilleautomater hver uge fra de største udviklere.',
    body: '<p>Hver uge kommer der nye spilleautomater til GO Casino. Find dem under <a href="/alle-spil/new">Nyheder</a>.</p>',
    campaign: null,
  },
  {
    type: 'news',
    slug: 'smart-filter',
    title: 'Find dit næste spil med Smart filter',
    teaser: 'Filtrér på funktioner, udvikler, volatilitet, gevinstlinjer og tema.',
    body: '<p>Med Smart filter i søgningen finder du hurtigt spil med netop de funktioner, du kan lide.</p>',
    campaign: null,
  },
  {
    type: 'campaign',
    slug: 'vikingetogt-artikel',
    title: 'Sådan deltager du i Vikingetogt',
    teaser: 'Tilmeld dig kampagnen og spil ugens vikingeautomat.',
    body: '<p>Tilmeld dig kampagnen, spil for mindst 100 kr. på ugens vikingeautomat, og få 50 gratis spins.</p>',
    campaign: 'vikingetogt',
  },
] as const

/** GO offers to everyone; the newest (last) is the active one that animates the GO icon. */
export const OFFER_SEEDS = [
  {
    title: '10 gratis spins',
    teaser: 'Tryk GO og få 10 gratis spins på dagens automat.',
    rules: 'Ét tryk pr. spiller pr. tilbud. Spins skal bruges inden 7 dage.',
    theme: 'frugt',
  },
  {
    title: '25 gratis spins på ugens vikingeautomat',
    teaser: 'Tryk GO, og dine 25 gratis spins er klar med det samme.',
    rules: `Ét tryk pr. spiller pr. tilbud. Spins skal bruges inden 7 dage. Gevinster er bonuspenge med ${BONUS_ROLLOVER_DEFAULT} gange omsætning.`,
    theme: 'vikinger',
  },
] as const
