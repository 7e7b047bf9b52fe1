/** The providers of SPEC.md section 3, evolution for live, and one hidden studio (include_hidden). */
export type ProviderSeed = { name: string; title: string; text: string; isLive?: boolean; hidden?: boolean }

export const PROVIDER_SEEDS: readonly ProviderSeed[] = [
  {
    name: 'relax',
    title: 'Relax Gaming',
    text: 'Maltesisk studie med spilleautomater i høj kvalitet og store gevinstmuligheder.',
  },
  {
    name: 'pragmatic',
    title: 'Pragmatic Play',
    text: 'En af verdens største udviklere med hyppige nyheder og populære bonusspil.',
  },
  {
    name: 'blueprint',
    title: 'Blueprint Gaming',
    text: 'Britisk studie kendt for jackpotspil og farverige temaer.',
  },
  {
    name: '1x2',
    title: '1X2 Network',
    text: 'Spilleautomater og bordspil fra et erfarent britisk netværk af studier.',
  },
  { name: 'redtiger', title: 'Red Tiger', text: 'Daglige jackpots og flot animerede automater.' },
  {
    name: 'scientific',
    title: 'Light & Wonder',
    text: 'Klassiske og moderne automater fra Light & Wonder, også fra studiet GDM.',
  },
  { name: 'btg', title: 'Big Time Gaming', text: 'Opfinderne af Megaways med tusindvis af gevinstlinjer.' },
  {
    name: 'lightbox',
    title: 'Lightning Box',
    text: 'Australsk studie med klassiske pub-automater i ny form.',
  },
  { name: 'netent', title: 'NetEnt', text: 'Svensk pioner inden for online spilleautomater og bordspil.' },
  { name: 'playngo', title: "Play'n GO", text: 'Svensk studie med eventyrlige automater og mange temaer.' },
  { name: 'nolimit', title: 'Nolimit City', text: 'Høj volatilitet og kreative bonusfunktioner.' },
  { name: 'wazdan', title: 'Wazdan', text: 'Automater hvor du selv kan vælge volatiliteten.' },
  { name: 'elk', title: 'ELK Studios', text: 'Svenske automater med strategiske indsatsmuligheder.' },
  {
    name: 'hacksaw',
    title: 'Hacksaw Gaming',
    text: 'Nyskabende automater med enkel grafik og store gevinster.',
  },
  { name: 'isoftbet', title: 'iSoftBet', text: 'Underholdende automater med licenserede og egne temaer.' },
  { name: 'thunderkick', title: 'Thunderkick', text: 'Skæve og originale automater fra Stockholm.' },
  { name: 'yggdrasil', title: 'Yggdrasil', text: 'Nordisk inspirerede automater med flot grafik.' },
  { name: 'quickspin', title: 'Quickspin', text: 'Svenske automater med fokus på historiefortælling.' },
  {
    name: 'evolution',
    title: 'Evolution',
    text: 'Live casino med rigtige dealere døgnet rundt.',
    isLive: true,
  },
  { name: 'nordstudio', title: 'Nord Studio', text: 'Testudbyder, kun synlig i testmiljøet.', hidden: true },
]
