/**
 * Every catalogue theme's art direction: which Fluent Emoji (MIT) it draws its symbols from, its
 * palette, display face, reel-frame shape and background pattern. One row a theme; art/build.ts
 * reads the icons named here, and nothing else, into art/generated/.
 */
export type Face = 'cinzel' | 'bebas'
/** The plate a low (card-rank) symbol stands on. */
export type Plate = 'shield' | 'medallion' | 'gem' | 'badge' | 'tablet'
/** The background's repeating motif. */
type Pattern = 'rays' | 'diamonds' | 'waves' | 'stars' | 'dots' | 'scales' | 'grid' | 'hexes'

export type ThemeSpec = {
  /** Danish name shown with the theme (the categories' labels). */
  label: string
  /** High symbols, best first: drawn large on a lit plate; the casino's tiles show them too. */
  highs: readonly [string, string, string, string, string]
  wild: string
  scatter: string
  bonus: string
  /** Background top and bottom colours. */
  bg: readonly [string, string]
  /** Reel-frame metal: light and dark. */
  frame: readonly [string, string]
  /** Glow and highlight colour. */
  accent: string
  /** Hue the low symbols' colours are spread from. */
  hue: number
  face: Face
  plate: Plate
  pattern: Pattern
}

const t = (
  label: string,
  icons: string,
  bg: string,
  frame: string,
  accent: string,
  hue: number,
  face: Face,
  plate: Plate,
  pattern: Pattern,
): ThemeSpec => {
  const [h0 = '', h1 = '', h2 = '', h3 = '', h4 = '', wild = '', scatter = '', bonus = ''] = icons.split(' ')
  const [b0 = '', b1 = ''] = bg.split(' ')
  const [f0 = '', f1 = ''] = frame.split(' ')
  return {
    label,
    highs: [h0, h1, h2, h3, h4],
    wild,
    scatter,
    bonus,
    bg: [b0, b1],
    frame: [f0, f1],
    accent,
    hue,
    face,
    plate,
    pattern,
  }
}

// icons: five highs, then wild, scatter, bonus. One line a theme, so the table reads as a table.
// biome-ignore format: a theme per line
export const THEME_ART: Record<string, ThemeSpec> = {
  vikinger: t('Vikinger', 'man-beard shield axe crossed-swords wolf high-voltage cloud-with-lightning beer-mug', '#16324f #07111f', '#d9e4ee #5b6f82', '#7fd3ff', 205, 'cinzel', 'shield', 'diamonds'),
  musik: t('Musik', 'guitar saxophone microphone drum violin musical-notes mirror-ball headphone', '#4a1070 #12031f', '#ff9cf0 #7a1f8f', '#ff5ad9', 300, 'bebas', 'badge', 'waves'),
  bordspil: t('Bordspil', 'chess-pawn game-die mahjong-red-dragon puzzle-piece abacus joker bullseye flower-playing-cards', '#0f5a3a #03231a', '#f1d48a #8a6420', '#ffd166', 150, 'cinzel', 'tablet', 'grid'),
  film: t('Film', 'clapper-board movie-camera film-projector popcorn admission-tickets glowing-star film-frames performing-arts', '#6e0d18 #1d0206', '#ffe08a #a5761b', '#ffcf4a', 350, 'bebas', 'badge', 'rays'),
  eventyr: t('Eventyr', 'troll unicorn castle compass old-key magic-wand crystal-ball world-map', '#2b4a2a #0a1a14', '#f6e3a1 #8f6d2a', '#b6ff9e', 120, 'cinzel', 'medallion', 'stars'),
  juletid: t('Juletid', 'santa-claus christmas-tree wrapped-gift snowman bell glowing-star snowflake sled', '#8c1020 #2a0409', '#fff4d6 #b8912f', '#ffffff', 0, 'cinzel', 'medallion', 'stars'),
  sommer: t('Sommer', 'tropical-drink sunglasses watermelon spiral-shell soft-ice-cream sun umbrella-on-ground ring-buoy', '#12a3c4 #0a3d6b', '#fff2b3 #e08a1e', '#ffe45c', 40, 'bebas', 'badge', 'rays'),
  wild_west: t('Wild West', 'cowboy-hat-face horse-face money-bag cactus bison bomb desert coin', '#8a4a1c #2a1206', '#f3d19b #7b4a1e', '#ffb347', 28, 'cinzel', 'tablet', 'grid'),
  sport: t('Sport', 'trophy soccer-ball 1st-place-medal goal-net running-shirt fire stadium sports-medal', '#117a3c #04291a', '#e8f6ff #4b7ea8', '#6cf08a', 140, 'bebas', 'shield', 'grid'),
  retro: t('Retro', 'joystick videocassette radio floppy-disk roller-skate alien-monster video-game optical-disk', '#2d0b5a #0a0326', '#7ff6ff #d63fd6', '#29f0ff', 285, 'bebas', 'badge', 'grid'),
  paske: t('Påske', 'rabbit hatching-chick basket tulip baby-chick egg blossom chocolate-bar', '#8fcf6a #2f6a3a', '#fff7c2 #d9a93a', '#fff17a', 60, 'cinzel', 'medallion', 'dots'),
  irland: t('Irland', 'top-hat violin beer-mug coin shamrock four-leaf-clover rainbow money-bag', '#137a3a #032812', '#ffe9a3 #b3841d', '#9dff7a', 110, 'cinzel', 'shield', 'diamonds'),
  gyser: t('Gyser', 'person-vampire ghost jack-o-lantern bat spider skull coffin candle', '#3a1450 #0a020f', '#ffb04a #6b2d0a', '#ff7a1a', 275, 'cinzel', 'tablet', 'scales'),
  egypten: t('Egypten', 'black-cat snake scorpion beetle amphora sun scroll camel', '#1f3f8a #0a1230', '#ffe39a #b07d1a', '#ffd23f', 45, 'cinzel', 'tablet', 'diamonds'),
  luxus: t('Luksus', 'crown ring bottle-with-popping-cork money-bag handbag gem-stone clinking-glasses dollar-banknote', '#262018 #050403', '#fff0bf #a8832b', '#ffd86b', 45, 'cinzel', 'gem', 'diamonds'),
  asien: t('Asien', 'dragon-face red-paper-lantern folding-hand-fan lotus panda dragon red-envelope fortune-cookie', '#9a1410 #2c0403', '#ffe07a #b5841a', '#ffcc33', 10, 'cinzel', 'medallion', 'scales'),
  junglen: t('Junglen', 'tiger-face gorilla parrot crocodile frog lion hibiscus coconut', '#1d6b2c #05200c', '#e9d59c #6d5a2a', '#c8ff4a', 95, 'cinzel', 'tablet', 'scales'),
  krimi: t('Krimi', 'detective magnifying-glass-tilted-left police-car locked dollar-banknote key money-bag money-with-wings', '#2d3440 #0b0d12', '#e6e9ee #5a6270', '#ff3b4f', 355, 'bebas', 'badge', 'grid'),
  'sci-fi': t('Sci-fi', 'alien robot rocket flying-saucer astronaut comet ringed-planet satellite', '#0b2b5a #02040f', '#a8f3ff #2a6fa8', '#3fe0ff', 195, 'bebas', 'gem', 'hexes'),
  mytologi: t('Mytologi', 'phoenix-bird eagle classical-building amphora ox high-voltage crystal-ball trident-emblem', '#1b4b8a #07152e', '#fff6d8 #c49a32', '#fff1a8', 215, 'cinzel', 'medallion', 'rays'),
  tv: t('TV', 'television video-camera studio-microphone radio satellite-antenna glowing-star red-question-mark money-bag', '#1438a6 #050d36', '#fff36b #e09b12', '#ffe600', 230, 'bebas', 'badge', 'rays'),
  adelsten: t('Ædelsten', 'gem-stone ring crown prayer-beads crystal-ball sparkles diamond-with-a-dot money-bag', '#3b0f5c #0c0318', '#f2f2ff #8a7ab8', '#c9a7ff', 270, 'cinzel', 'gem', 'diamonds'),
  las_vegas: t('Las Vegas', 'slot-machine game-die money-bag cocktail-glass pool-8-ball joker diamond-suit money-with-wings', '#5e0a4a #14021a', '#ffd1f3 #c2188f', '#ff2fa8', 320, 'bebas', 'gem', 'stars'),
  frugt: t('Frugt', 'cherries grapes watermelon lemon tangerine glowing-star bell strawberry', '#b31020 #3a0207', '#fff3a0 #d68a12', '#ffdd33', 20, 'bebas', 'gem', 'rays'),
  dyr: t('Dyr', 'wolf bear panda fox owl full-moon honey-pot bone', '#23445a #08141c', '#e8dcc0 #7a6440', '#ffe2a0', 200, 'cinzel', 'shield', 'dots'),
  fest: t('Fest', 'performing-arts piata maracas balloon birthday-cake party-popper fireworks confetti-ball', '#a0157a #2a0531', '#fff27a #ff6ad5', '#ffe94d', 315, 'bebas', 'badge', 'stars'),
  superhelte: t('Superhelte', 'woman-superhero man-superhero man-supervillain shield flexed-biceps high-voltage collision comet', '#1839a8 #a30f23', '#fff06b #c7281f', '#ffe14d', 220, 'bebas', 'shield', 'rays'),
  middelalder: t('Middelalder', 'prince castle crossed-swords shield horse dragon scroll bow-and-arrow', '#4a2a70 #140a22', '#e6e6ee #6d6d80', '#ffcf6b', 265, 'cinzel', 'shield', 'grid'),
  havet: t('Havet', 'person-merpeople shark octopus dolphin tropical-fish pirate-flag spiral-shell oyster', '#0a6aa0 #021a38', '#c8fff4 #1b8f8f', '#6ff7e6', 185, 'cinzel', 'medallion', 'waves'),
  kerlighed: t('Kærlighed', 'heart-with-arrow ring rose love-letter bouquet sparkling-heart revolving-hearts heart-with-ribbon', '#b0185a #3a0420', '#ffe0ec #c23a74', '#ff8fc0', 335, 'cinzel', 'medallion', 'dots'),
  natur: t('Natur', 'deer fox mushroom evergreen-tree snow-capped-mountain rainbow sunrise-over-mountains honeybee', '#116a5a #041a22', '#d7ffe8 #3a8a5e', '#7dffc4', 160, 'cinzel', 'tablet', 'waves'),
  mysterium: t('Mysterium', 'crystal-ball owl old-key candle hourglass-not-done eye crescent-moon locked-with-key', '#24124a #06030f', '#d9c7ff #5a3aa0', '#a98bff', 260, 'cinzel', 'gem', 'stars'),
  romerne: t('Romerne', 'lion classical-building crossed-swords shield eagle crown coin scroll', '#8a1212 #250404', '#ffe6a0 #a87a1c', '#ffd24a', 5, 'cinzel', 'shield', 'grid'),
}
