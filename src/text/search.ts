/** Search and smart-filter texts (SPEC.md section 2, Search). Owned by src/features/search/. */
export const daSearch = {
  title: 'Søg',
  placeholder: 'Søg efter spil',
  fieldLabel: 'Søg efter spil',
  smartFilter: 'Smart filter',
  reset: 'Nustil',
  count: (n: number) => `${n} spil fundet`,
  empty: 'Ingen spil fundet',
  hint: 'Skriv navnet på et spil, eller vælg en kategori herunder.',
  loading: 'Søger…',
  hotkeys: { features: 'Funktioner', developers: 'Spiludviklere', themes: 'Temaer' },
  filters: {
    title: 'Smart filter',
    groups: {
      features: 'Funktioner',
      subprovider: 'Spiludvikler',
      feature: 'Volatilitet',
      paylines: 'Gevinstlinjer',
      theme: 'Tema',
    },
    volatility: { lowfreq: 'Lav', midfreq: 'Mellem', hifreq: 'Høj' },
    resetAll: 'Nulstil alt',
    show: (n: number) => `Se ${n} spil`,
    counting: 'Tæller…',
  },
  failed: 'Søgningen mislykkedes. Prøv igen.',
} as const
