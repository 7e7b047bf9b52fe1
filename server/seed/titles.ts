import { THEMES } from '../../contract/games.ts'
import type { Random } from './random.ts'

type Theme = (typeof THEMES)[number]

/**
 * Our own title words per theme: no real game names (the foundation issue). One line a theme,
 * `theme: word, word, …`, read once into a map; a theme without a line fails the seed at start.
 */
const THEME_TABLE = `
vikinger: Vikingernes, Viking, Vikinge, Valhalla Viking, Nordiske Vikinger
musik: Rock, Disco, Jazz, Rytme
bordspil: Skak, Terning, Domino
film: Premiere, Filmstjerne, Biograf
eventyr: Eventyr, Trolde, Skattejagt
juletid: Julenisse, Juleaften, Snefnug
sommer: Sommer, Solskin, Strand
wild_west: Cowboy, Sheriff, Prærie
sport: Mål, Stadion, Mester
retro: Retro, Klassisk, Arkade
paske: Påskeæg, Påskehare
irland: Kløver, Leprechaun
gyser: Spøgelse, Vampyr, Midnat
egypten: Farao, Pyramide, Nilen
luxus: Luksus, Diamant, Champagne
asien: Drage, Lotus, Jade
junglen: Jungle, Tiger, Regnskov
krimi: Detektiv, Kup, Boksen
sci-fi: Galakse, Robot, Rumskib
mytologi: Olymp, Titan, Orakel
tv: Quiz, Showtime, Studie
adelsten: Ædelsten, Rubin, Safir
las_vegas: Vegas, Neon, Jackpot Boulevard
frugt: Frugt, Kirsebær, Citron
dyr: Ulv, Bjørn, Panda
fest: Fest, Karneval, Fiesta
superhelte: Helte, Kaptajn
middelalder: Ridder, Borg, Drage Ridder
havet: Havfrue, Koral, Pirat
kerlighed: Hjerte, Rose, Amor
natur: Skov, Nordlys, Fjeld
mysterium: Mysterium, Gåde, Skygge
romerne: Gladiator, Kejser, Legion
`

const THEME_WORDS = new Map(
  THEME_TABLE.trim()
    .split('\n')
    .map((line) => {
      const [theme = '', words = ''] = line.split(': ')
      return [theme, words.split(', ')] as const
    }),
)
for (const theme of THEMES)
  if (!THEME_WORDS.has(theme)) throw new Error(`No title words for the theme ${theme}`)

const wordsOf = (theme: Theme): readonly string[] => THEME_WORDS.get(theme) ?? []

const SUFFIXES = [
  'Guld',
  'Nætter',
  'Rigdom',
  'Skatte',
  'Deluxe',
  'Megaways',
  'Fortune',
  'Rush',
  'Legends',
  'Bonanza',
  'Eventyr',
  'Gevinst',
  'Storm',
  'Kongen',
  'Power',
  'Hold & Win',
  'Magi',
  'Kraft',
  'Dream',
  'Spins',
]

/** A unique title for a theme; a number is added only when the word pairs run out. */
export function titleFor(theme: Theme, rnd: Random, taken: Set<string>): string {
  for (let attempt = 0; attempt < 40; attempt++) {
    const title = `${rnd.pick(wordsOf(theme))} ${rnd.pick(SUFFIXES)}`
    if (!taken.has(title)) {
      taken.add(title)
      return title
    }
  }
  let n = 2
  const base = `${rnd.pick(wordsOf(theme))} ${rnd.pick(SUFFIXES)}`
  while (taken.has(`${base} ${n}`)) n++
  taken.add(`${base} ${n}`)
  return `${base} ${n}`
}
