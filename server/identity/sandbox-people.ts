import { parseCpr } from '../../contract/cpr.ts'

/** A person as the sandbox CPR register knows them: what MitID proves plus the registered address. */
export type SandboxPerson = {
  cpr: string
  firstName: string
  lastName: string
  address: string
  zip: string
  city: string
  /** Shown on the sandbox page so a tester knows what each identity is for. */
  note?: string
}

/** The seeded test identities (README: test accounts). Any other valid CPR gets a generated person. */
export const TEST_PEOPLE = {
  adult: {
    cpr: '1205851236',
    firstName: 'Mette',
    lastName: 'Nielsen',
    address: 'Vesterbrogade 12, 2. th.',
    zip: '1620',
    city: 'København V',
    note: 'Voksen, ingen konto endnu',
  },
  minor: {
    cpr: '1503104321',
    firstName: 'Oliver',
    lastName: 'Hansen',
    address: 'Algade 3',
    zip: '4000',
    city: 'Roskilde',
    note: 'Under 18 år',
  },
  rofus: {
    cpr: '2407752222',
    firstName: 'Henrik',
    lastName: 'Madsen',
    address: 'Søndergade 40',
    zip: '8000',
    city: 'Aarhus C',
    note: 'Registreret i ROFUS',
  },
  demo: {
    cpr: '0101801111',
    firstName: 'Demo',
    lastName: 'Spiller',
    address: 'Nørregade 1',
    zip: '1165',
    city: 'København K',
    note: 'Har allerede en konto (demo1234)',
  },
  temp: {
    cpr: '0303903333',
    firstName: 'Tina',
    lastName: 'Tempo',
    address: 'Havnegade 7',
    zip: '5000',
    city: 'Odense C',
    note: 'Konto med status temp (temp1234)',
  },
  nolimit: {
    cpr: '0404854444',
    firstName: 'Niels',
    lastName: 'Grænseløs',
    address: 'Strandvejen 100',
    zip: '2900',
    city: 'Hellerup',
    note: 'Konto uden indbetalingsgrænser (nolimit1)',
  },
  minDeposit: {
    cpr: '0505955555',
    firstName: 'Mini',
    lastName: 'Indskud',
    address: 'Torvet 2',
    zip: '6700',
    city: 'Esbjerg',
    note: 'Testbruger med minimumsindbetaling 1 kr. (mindep01)',
  },
} satisfies Record<string, SandboxPerson>

const FIRST = ['Anne', 'Peter', 'Sofie', 'Lars', 'Ida', 'Jens', 'Emma', 'Mads', 'Freja', 'Søren']
const LAST = ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen']
const STREETS = ['Hovedgaden', 'Skolevej', 'Kirkevej', 'Møllevej', 'Bakkevej', 'Engvej']

/** The CPR register lookup: a seeded person, or a stable generated one for any other real CPR. */
export function lookupPerson(cpr: string): SandboxPerson | null {
  const info = parseCpr(cpr)
  if (!info) return null
  const known = Object.values(TEST_PEOPLE).find((p) => p.cpr === cpr)
  if (known) return known
  const n = Number(cpr.slice(0, 6)) + Number(cpr.slice(6))
  const female = info.gender === 'F'
  const first = FIRST[(n % 5) * 2 + (female ? 0 : 1)] ?? 'Anne'
  return {
    cpr,
    firstName: first,
    lastName: LAST[n % LAST.length] ?? 'Jensen',
    address: `${STREETS[n % STREETS.length]} ${(n % 97) + 1}`,
    zip: String(1000 + (n % 8990)),
    city: 'Danmark',
  }
}
