import { FEATURES, THEMES } from '../../contract/games.ts'

/** Danish labels of the feature and theme categories (SPEC.md section 3). */
export const FEATURE_LABELS: Record<(typeof FEATURES)[number], string> = {
  freespins: 'Gratis spins',
  megaways: 'Megaways',
  bonus: 'Bonusspil',
  purchase: 'Køb bonus',
  dropdown: 'Faldende symboler',
  bothways: 'Begge veje',
  respin: 'Respin',
}

export const THEME_LABELS: Record<(typeof THEMES)[number], string> = {
  vikinger: 'Vikinger',
  musik: 'Musik',
  bordspil: 'Bordspil',
  film: 'Film',
  eventyr: 'Eventyr',
  juletid: 'Juletid',
  sommer: 'Sommer',
  wild_west: 'Wild West',
  sport: 'Sport',
  retro: 'Retro',
  paske: 'Påske',
  irland: 'Irland',
  gyser: 'Gyser',
  egypten: 'Egypten',
  luxus: 'Luksus',
  asien: 'Asien',
  junglen: 'Junglen',
  krimi: 'Krimi',
  'sci-fi': 'Sci-fi',
  mytologi: 'Mytologi',
  tv: 'TV',
  adelsten: 'Ædelsten',
  las_vegas: 'Las Vegas',
  frugt: 'Frugt',
  dyr: 'Dyr',
  fest: 'Fest',
  superhelte: 'Superhelte',
  middelalder: 'Middelalder',
  havet: 'Havet',
  kerlighed: 'Kærlighed',
  natur: 'Natur',
  mysterium: 'Mysterium',
  romerne: 'Romerne',
}

export const CATEGORY_SEEDS = [
  ...FEATURES.map((name) => ({
    name,
    kind: 'features' as const,
    label: FEATURE_LABELS[name],
    text: `Spil med funktionen ${FEATURE_LABELS[name].toLowerCase()}.`,
  })),
  ...THEMES.map((name) => ({
    name,
    kind: 'theme' as const,
    label: THEME_LABELS[name],
    text: `Spil med temaet ${THEME_LABELS[name].toLowerCase()}.`,
  })),
]
