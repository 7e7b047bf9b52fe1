/** The providers of SPEC.md section 3, evolution for live, and one hidden studio (include_hidden). */
export type ProviderSeed = { name: string; title: string; text: string; isLive?: boolean; hidden?: boolean }

/** One line a provider: `name | title | text`, and `| live` or `| hidden` where it is so. */
const PROVIDER_TABLE = `
relax | Relax Gaming | Maltesisk studie med spilleautomater i høj kvalitet og store gevinstmuligheder.
pragmatic | Pragmatic Play | En af verdens største udviklere med hyppige nyheder og populære bonusspil.
blueprint | Blueprint Gaming | Britisk studie kendt for jackpotspil og farverige temaer.
1x2 | 1X2 Network | Spilleautomater og bordspil fra et erfarent britisk netværk af studier.
redtiger | Red Tiger | Daglige jackpots og flot animerede automater.
scientific | Light & Wonder | Klassiske og moderne automater fra Light & Wonder, også fra studiet GDM.
btg | Big Time Gaming | Opfinderne af Megaways med tusindvis af gevinstlinjer.
lightbox | Lightning Box | Australsk studie med klassiske pub-automater i ny form.
netent | NetEnt | Svensk pioner inden for online spilleautomater og bordspil.
playngo | Play'n GO | Svensk studie med eventyrlige automater og mange temaer.
nolimit | Nolimit City | Høj volatilitet og kreative bonusfunktioner.
wazdan | Wazdan | Automater hvor du selv kan vælge volatiliteten.
elk | ELK Studios | Svenske automater med strategiske indsatsmuligheder.
hacksaw | Hacksaw Gaming | Nyskabende automater med enkel grafik og store gevinster.
isoftbet | iSoftBet | Underholdende automater med licenserede og egne temaer.
thunderkick | Thunderkick | Skæve og originale automater fra Stockholm.
yggdrasil | Yggdrasil | Nordisk inspirerede automater med flot grafik.
quickspin | Quickspin | Svenske automater med fokus på historiefortælling.
evolution | Evolution | Live casino som animerede studieborde med fælles runder døgnet rundt. | live
nordstudio | Nord Studio | Testudbyder, kun synlig i testmiljøet. | hidden
`

export const PROVIDER_SEEDS: readonly ProviderSeed[] = PROVIDER_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [name = '', title = '', text = '', flag] = line.split(' | ')
    return {
      name,
      title,
      text,
      ...(flag === 'live' && { isLive: true }),
      ...(flag === 'hidden' && { hidden: true }),
    }
  })
