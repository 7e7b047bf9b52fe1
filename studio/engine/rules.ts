import type { GameMath } from './catalogue.ts'
import { jackpotStatement } from './jackpot.ts'
import { slotModel } from './models/index.ts'
import type { SlotStatement } from './slots/statement.ts'
import type { ModelStatement } from './statement.ts'
import { RETURNS as BACCARAT_RETURNS } from './table/baccarat.ts'
import { EVEN_MONEY_FROM, SPREAD_PAYS, TRIPS_PAYS } from './table/red-dog.ts'
import { PAYS as ROULETTE_PAYS, type RouletteBetType } from './table/roulette-layout.ts'
import { PAYTABLE as SICBO } from './table/sicbo.ts'

/**
 * A game's rules as a test lab reads them (GLI-19 §4.7, SCP.07): produced here, next to the math that
 * plays them, so every figure shown is the engine's own. Texts are Danish (the player reads them).
 */
type RuleFeature = { name: string; lines: string[] }
type RuleBet = { key: string; name: string; pays: string; rtp: number }
export type GameRules = {
  /** How a round plays, paragraph by paragraph. */
  how: string[]
  /** The declared return; `min`/`max` when bets or a bonus buy return differently. */
  rtp: { declared: number; min: number; max: number }
  /** The largest win a round can return, × stake, and its chance per round (0 when not stated). */
  maxWin: { multiplier: number; probability: number; what: string }
  features: RuleFeature[]
  buy: { price: number; rtp: number } | null
  /** Table games: every bet with its odds and RTP. */
  bets: RuleBet[]
  /** Table games: the table's rules (decks, dealer, insurance, la partage …). */
  table: string[]
  jackpot: { contribution: number; seedRtp: number; seedOre: number; oddsBaseOre: number } | null
}

const PCT = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const NUM = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 2 })
const pct = (x: number) => `${PCT.format(x * 100)} %`
const odds = (toOne: number) => `${NUM.format(toOne)}:1`

/** Danish names of the roulette bets (French names in brackets, as on the felt). */
const ROULETTE_BET_NAMES: Record<RouletteBetType, string> = {
  straight: 'Enkelt tal (plein)',
  split: 'To tal (cheval)',
  street: 'Tre tal på række (transversale pleine)',
  trio: 'Trio (0 med to nabotal)',
  corner: 'Fire tal (carré)',
  first_four: 'De første fire (0-1-2-3)',
  six_line: 'Seks tal, to rækker (sixain)',
  top_line: 'Toplinjen (0-00-1-2-3)',
  column: 'Kolonne',
  dozen: 'Dusin',
  red: 'Rød',
  black: 'Sort',
  even: 'Lige',
  odd: 'Ulige',
  low: 'Lav (1-18)',
  high: 'Høj (19-36)',
}

const SICBO_BET_NAMES: Record<string, string> = {
  small: 'Small (sum 4-10, ikke tripel)',
  big: 'Big (sum 11-17, ikke tripel)',
  double: 'Bestemt dobbelt',
  triple: 'Bestemt tripel',
  any_triple: 'Vilkårlig tripel',
  combination: 'Kombination af to tal',
  single: 'Enkelt tal',
}
const sicboName = (key: string) =>
  SICBO_BET_NAMES[key] ?? (key.startsWith('total_') ? `Sum ${key.slice(6)}` : key)

const BACCARAT_BET_NAMES: Record<string, string> = {
  player: 'Spiller',
  banker: 'Bank',
  tie: 'Uafgjort',
}

function range(declared: number, all: readonly number[]) {
  return { declared, min: Math.min(declared, ...all), max: Math.max(declared, ...all) }
}

function tableRules(model: string, s: ModelStatement): GameRules {
  const rtps = Object.values(s.bets ?? {})
  const bet = (key: string, name: string, toOne: number): RuleBet => ({
    key,
    name,
    pays: odds(toOne),
    rtp: s.bets?.[key] ?? s.rtp,
  })
  if (model.startsWith('roulette-')) {
    const wheel = model === 'roulette-us' ? 'american' : model === 'roulette-fr' ? 'french' : 'european'
    const bets = Object.keys(s.bets ?? {}).map((k) =>
      bet(k, ROULETTE_BET_NAMES[k as RouletteBetType] ?? k, ROULETTE_PAYS[k as RouletteBetType]),
    )
    const top = Math.max(...bets.map((b) => ROULETTE_PAYS[b.key as RouletteBetType]))
    return {
      how: [
        wheel === 'american'
          ? 'Amerikansk hjul med 38 lommer: 0, 00 og 1-36. Kuglen lander i én lomme, alle lige sandsynlige.'
          : 'Hjul med 37 lommer: 0 og 1-36. Kuglen lander i én lomme, alle lige sandsynlige.',
        'Placér indsatser på tal eller grupper af tal; en vindende indsats betales med oddset nedenfor, og indsatsen kommer tilbage oveni.',
      ],
      rtp: range(s.rtp, rtps),
      maxWin: {
        multiplier: top,
        probability: 1 / (wheel === 'american' ? 38 : 37),
        what: `Enkelt tal, ${odds(top)}`,
      },
      features: [],
      buy: null,
      bets,
      table: [
        wheel === 'french'
          ? 'La partage: lander kuglen på 0, får indsatser på rød, sort, lige, ulige, lav og høj halvdelen af indsatsen tilbage.'
          : wheel === 'american'
            ? 'Ingen la partage: på 0 og 00 tabes alle indsatser uden for de dækkede tal.'
            : 'Ingen la partage: på 0 tabes alle indsatser, der ikke dækker 0.',
      ],
      jackpot: null,
    }
  }
  if (model === 'sicbo') {
    const bets: RuleBet[] = []
    for (const [key, rtp] of Object.entries(s.bets ?? {})) {
      const total = key.startsWith('total_') ? Number(key.slice(6)) : null
      const pays =
        total !== null
          ? odds(SICBO.total[total as keyof typeof SICBO.total])
          : key === 'single'
            ? SICBO.single.map((p, i) => `${i + 1} terning${i ? 'er' : ''} ${odds(p)}`).join(', ')
            : odds(SICBO[key as 'small'] as number)
      bets.push({ key, name: sicboName(key), pays, rtp })
    }
    return {
      how: [
        'Tre terninger kastes; alle 216 udfald er lige sandsynlige.',
        'Placér indsatser på summen, på tal, dobbelte eller tripler; gevinsten betales med oddset nedenfor, og indsatsen kommer tilbage oveni.',
      ],
      rtp: range(s.rtp, rtps),
      maxWin: {
        multiplier: SICBO.triple,
        probability: 1 / 216,
        what: `Bestemt tripel, ${odds(SICBO.triple)}`,
      },
      features: [],
      buy: null,
      bets,
      table: ['Small og big tabes på enhver tripel.'],
      jackpot: null,
    }
  }
  if (model === 'baccarat-8d') {
    const toOne = (k: 'player' | 'banker' | 'tie') => BACCARAT_RETURNS[k][k] - 1
    const bets = (['player', 'banker', 'tie'] as const).map((k) =>
      bet(k, BACCARAT_BET_NAMES[k] ?? k, toOne(k)),
    )
    return {
      how: [
        'Punto banco med 8 kortspil, blandet før hver runde. Spiller og bank får to kort, et tredje efter de faste tredjekortsregler; den hånd, der er nærmest 9, vinder.',
        'Es tæller 1, 2-9 deres værdi, 10 og billedkort 0; kun sidste ciffer af summen tæller.',
      ],
      rtp: range(s.rtp, rtps),
      maxWin: {
        multiplier: toOne('tie'),
        probability: (s.bets?.tie ?? 0) / (toOne('tie') + 1),
        what: `Uafgjort, ${odds(toOne('tie'))}`,
      },
      features: [],
      buy: null,
      bets,
      table: [
        `Bank betaler ${odds(toOne('banker'))} (5 % kommission).`,
        'Ved uafgjort får indsatser på spiller og bank indsatsen tilbage.',
      ],
      jackpot: null,
    }
  }
  if (model === 'blackjack-6d') {
    return {
      how: [
        'Blackjack med 6 kortspil, blandet før hver runde. Kom tættere på 21 end dealeren uden at gå over.',
        'Du kan trække kort (hit), stå (stand), doble på de første to kort og splitte par.',
      ],
      rtp: range(s.rtp, rtps),
      maxWin: {
        multiplier: s.maxWin.multiplier,
        probability: s.maxWin.probability,
        what: 'Udbetaling, når fire splittede og doblede hænder alle vinder',
      },
      features: [],
      buy: null,
      bets: [bet('main', 'Hovedindsats', 1)],
      table: [
        'Blackjack betaler 3:2; en vundet hånd 1:1; uafgjort giver indsatsen tilbage.',
        'Dealeren står på blød 17 (S17) og kigger efter blackjack under es og tiere (peek).',
        'Double på de første to kort, også efter split (DAS). Split op til 4 hænder; splittede esser får ét kort hver.',
        'Ingen forsikring og ingen overgivelse (surrender).',
        `RTP ${pct(s.rtp)} med den angivne grundstrategi.`,
      ],
      jackpot: null,
    }
  }
  // Red dog
  const spreads = Object.entries(SPREAD_PAYS)
    .map(([sp, p]) => `afstand ${sp}: ${odds(p)}`)
    .join(', ')
  return {
    how: [
      'Red dog med 8 kortspil. To kort vises; et tredje kort vinder, hvis det falder mellem dem.',
      'Er afstanden 1 eller mere, kan du hæve med op til din indsats før tredje kort.',
    ],
    rtp: range(s.rtp, rtps),
    maxWin: {
      multiplier: TRIPS_PAYS,
      probability: s.maxWin.probability,
      what: `Tre ens, ${odds(TRIPS_PAYS)}`,
    },
    features: [],
    buy: null,
    bets: [bet('main', 'Indsats', 1)],
    table: [
      `Gevinst efter afstand: ${spreads}, ${EVEN_MONEY_FROM} eller mere: 1:1.`,
      `Ens kort: tredje kort ens giver ${odds(TRIPS_PAYS)}, ellers uafgjort. Nabokort: uafgjort.`,
    ],
    jackpot: null,
  }
}

function slotRules(math: Extract<GameMath, { kind: 'slot' }>, s: SlotStatement): GameRules {
  const m = slotModel(math.model)
  if (!m) throw new Error(`unknown slot model ${math.model}`)
  const reels = m.strips.length
  const how: string[] = []
  if (m.heights) {
    how.push(
      `${reels} hjul; hvert hjul viser ${m.heights.min}-${m.heights.max} symboler, trukket lige sandsynligt før hvert spin, så antallet af måder skifter (op til ${NUM.format(m.heights.max ** reels)}).`,
      'Gevinst: samme symbol på nabohjul fra hjul 1, mindst 3; antal måder = produktet af symbolets antal på hvert hjul.',
    )
  } else if (m.evaluation.kind === 'ways') {
    how.push(
      `${reels} hjul × ${m.rows} rækker, 243 måder at vinde: samme symbol på nabohjul fra hjul 1, mindst 3, hvor som helst på hjulet.`,
    )
  } else {
    how.push(
      `${reels} hjul × ${m.rows} rækker, ${m.evaluation.lines} faste gevinstlinjer (vist nedenfor). Gevinst: mindst 3 ens fra venstre fra hjul 1${m.evaluation.bothways ? ' og fra højre fra hjul 5 (fem ens betales én gang)' : ''}.`,
      'Kun den højeste gevinst pr. linje betales; gevinster på forskellige linjer lægges sammen.',
    )
  }
  how.push(
    `Wild (${m.symbols[0]}) står kun på de midterste hjul og erstatter alle symboler undtagen ${m.symbols[1]}.`,
    'Alle gevinster er ganget med indsatsen; en fejl i spillet annullerer alle gevinster og spil.',
  )
  const features: RuleFeature[] = []
  const fs = m.freeSpins
  if (fs) {
    const awards = fs.award
      .map((a, n) => (a > 0 ? `${n} scattere: ${a} free spins` : null))
      .filter((x): x is string => x !== null)
    features.push({
      name: 'Free spins',
      lines: [
        `Udløses af 3 eller flere ${m.symbols[1]} (scatter) hvor som helst: ${awards.join(', ')}.`,
        fs.multiplier > 1
          ? `Alle gevinster i free spins ganges med ${fs.multiplier}.`
          : 'Gevinster i free spins betales som i grundspillet.',
        `Genudløses af de samme scattere under free spins (samme antal), højst ${fs.cap} free spins i alt pr. runde.`,
        'Free spins spilles på de samme hjul og med samme indsats som den udløsende runde.',
      ],
    })
  }
  if (m.expandingRespin) {
    features.push({
      name: 'Udvidende wild med respins',
      lines: [
        'Et wild på et af de midterste hjul udvider sig over hele hjulet og holdes; de øvrige hjul spinner igen.',
        'Lander et nyt wild, udvider det sig også og giver endnu et respin; respins slutter, når intet nyt wild lander (højst tre holdte hjul).',
      ],
    })
  }
  if (m.bonus) {
    const total = m.bonus.weights.reduce((a, b) => a + b, 0)
    features.push({
      name: 'Bonushjul',
      lines: [
        `Udløses af 3 ${m.symbols[1]} (bonus); hjulet drejes én gang.`,
        `Præmier (× indsats): ${m.bonus.prizes
          .map(
            (p, i) => `${NUM.format(p / 10)}× (${PCT.format(((m.bonus?.weights[i] ?? 0) / total) * 100)} %)`,
          )
          .join(', ')}.`,
      ],
    })
  }
  if (m.cascadeCap !== undefined) {
    features.push({
      name: 'Kaskader',
      lines: [
        'Vindende symboler forsvinder, og hjulets symboler ovenfra falder ned; nye gevinster betales og fjernes igen.',
        `Højst ${m.cascadeCap} kaskader pr. runde: derefter stopper runden med de gevinster, der er betalt.`,
      ],
    })
  }
  if (m.heights) {
    features.push({
      name: 'Megaways',
      lines: [`Hvert hjul viser ${m.heights.min}-${m.heights.max} symboler i hvert spin.`],
    })
  }
  const buy = math.purchase && m.buy && s.purchase ? { price: m.buy.price, rtp: s.purchase.rtp } : null
  if (buy)
    features.push({
      name: 'Køb bonus',
      lines: [
        `Køb ${fs ? 'free spins (samme tildeling som 3 scattere)' : 'bonushjulet'} for ${NUM.format(buy.price)} × indsatsen; RTP ${pct(buy.rtp)}.`,
      ],
    })
  const j = math.jackpot ? jackpotStatement(math.jackpot) : null
  if (j && math.jackpot)
    features.push({
      name: 'Jackpot',
      lines: [
        `${pct(j.contribution)} af hver indsats går til puljen, som starter på ${NUM.format(j.seed / 100)} kr. og aldrig er under det.`,
        `Hver runde vinder hele puljen med en chance, der vokser med indsatsen: indsats / ${NUM.format(math.jackpot.oddsBase / 100)} kr. (1 til ${NUM.format(math.jackpot.oddsBase / 100)} ved 1 kr.).`,
        `Jackpottens RTP er ${pct(j.rtp)} ved enhver indsats (${pct(j.contribution)} bidrag + ${pct(j.seedRtp)} startbeløb).`,
      ],
    })
  const jackpotRtp = j?.rtp ?? 0
  return {
    how,
    rtp: range(s.rtp + jackpotRtp, buy ? [buy.rtp + jackpotRtp] : []),
    maxWin: {
      multiplier: s.maxWin.multiplier,
      probability: s.maxWin.probability,
      what: 'Højeste gevinst i én runde',
    },
    features,
    buy,
    bets: [],
    table: [],
    jackpot:
      j && math.jackpot
        ? {
            contribution: j.contribution,
            seedRtp: j.seedRtp,
            seedOre: j.seed,
            oddsBaseOre: math.jackpot.oddsBase,
          }
        : null,
  }
}

/** The rules of a catalogue game, from its math and its committed statement. */
export function rulesOf(math: GameMath, statement: ModelStatement): GameRules {
  return math.kind === 'table'
    ? tableRules(math.model, statement)
    : slotRules(math, statement as SlotStatement)
}
