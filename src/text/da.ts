import { daAccount } from './account.ts'
import { daAuth } from './auth.ts'
import { daContent } from './content.ts'
import { daGame } from './game.ts'
import { daSearch } from './search.ts'
import { daSignup } from './signup.ts'

/** Every Danish string of the UI, keyed (CONVENTIONS.md: one source of truth; SPEC.md wording exactly). */
export const da = {
  brand: 'GO Casino',
  nav: { home: 'Hjem', allGames: 'Alle spil', go: 'GO knap', live: 'Live casino', news: 'Aktuelt' },
  header: { login: 'Log ind', signup: 'Opret konto', search: 'Søg', menu: 'Menu' },
  topBar: {
    licence: 'Licenseret af Spillemyndigheden',
    rofus: 'ROFUS – Register Over Frivilligt Udelukkede Spillere',
    help: 'StopSpillet – hjælp til spilafhængighed',
  },
  footer: {
    operator:
      'GO Casino ApS, CVR 12345678, har tilladelse til at udbyde online kasino i Danmark og er under tilsyn af Spillemyndigheden.',
    regulator: 'Spillemyndigheden, Englandsgade 25, 5000 Odense C',
    helpline: 'Brug for hjælp? Ring til StopSpillet på 70 22 28 25 eller besøg stopspillet.dk.',
    rofus: 'Udeluk dig selv fra alle danske spiludbydere via ROFUS.',
    payments: 'Betal med Visa, Mastercard, MobilePay og Apple Pay',
    age: '18+ | Spil ansvarligt',
    cookies: 'Cookie-indstillinger',
    licences: 'Licenser for grafik og skrifttyper',
    numbers: 'Over 500 spilleautomater, over tredive jackpotspil og 100 live borde.',
  },
  lobby: {
    highlights: 'Aktuelt',
    newGames: 'Nye spil',
    more: 'Se flere',
    popular: 'Top 5 populære spil',
    providers: 'Spiludviklere',
    jackpots: 'Jackpots',
    liveRoulette: 'Live roulette',
    upcoming: 'Kommer snart',
    loadError: 'Spillene kunne ikke hentes. Prøv igen senere.',
  },
  list: {
    headings: {
      slots: 'Alle spil',
      new: 'Nyheder',
      popular: 'Populære',
      jackpots: 'Jackpot',
      bonus: 'Køb Bonusspil',
      'exclusive-spil': 'Eksklusive spil',
    },
    count: (n: number) => `${n} spil`,
    empty: 'Ingen spil fundet',
    sortLabel: 'Sortér efter',
    sort: {
      new: 'Nyeste',
      popular: 'Populære',
      name: 'Navn',
      minStake: 'Min. indsats',
      tbp: 'TBP',
      jackpot: 'Jackpot',
    },
    gridLabel: 'Visning',
    grid: { dynamic: 'Dynamisk', normal: 'Normal', small: 'Lille' },
    loading: 'Henter spil…',
  },
  live: {
    headings: {
      new: 'Live casino',
      all: 'Live casino',
      roulette: 'Roulette',
      baccarat: 'Baccarat',
      blackjack: 'Blackjack',
      poker: 'Poker',
      'game-show': 'Game shows',
    },
  },
  notFound: {
    title: '404',
    text: 'Siden blev ikke fundet. Den er måske flyttet eller findes ikke længere.',
    home: 'Til forsiden',
  },
  offline: 'Du er offline. Tjek din internetforbindelse og prøv igen.',
  common: {
    close: 'Luk',
    closeNotice: 'Luk besked',
    ok: 'OK',
    back: 'Tilbage',
    next: 'Næste',
    loading: 'Henter…',
  },
  auth: daAuth,
  signup: daSignup,
  account: daAccount,
  search: daSearch,
  content: daContent,
  game: daGame,
} as const
