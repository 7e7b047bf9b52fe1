import { parseCpr } from '../../contract/cpr.ts'
import type { Clock } from '../../platform/clock.ts'
import type { Db } from '../db/index.ts'
import { type SandboxPerson, TEST_PEOPLE } from '../identity/sandbox-people.ts'
import { hashSecret } from '../player/passwords.ts'
import { countUsers, insertUser } from '../player/repo.ts'
import { createRofus } from '../rofus/service.ts'

/** The test players of ARCHITECTURE.md (sandbox only), documented in the README. */
export const TEST_ACCOUNTS = [
  { userName: 'demo1234', password: 'Demo1234', person: TEST_PEOPLE.demo, status: 'open' },
  { userName: 'temp1234', password: 'Temp1234', person: TEST_PEOPLE.temp, status: 'temp' },
  { userName: 'nolimit1', password: 'Nolimit12', person: TEST_PEOPLE.nolimit, status: 'open' },
  { userName: 'mindep01', password: 'Mindep12', person: TEST_PEOPLE.minDeposit, status: 'open' },
] as const satisfies readonly {
  userName: string
  password: string
  person: SandboxPerson
  status: 'open' | 'temp'
}[]

const VERIFY_DEADLINE_MS = 30 * 24 * 3600_000

/** Seeds the test accounts into a database without players, and the sandbox ROFUS register. */
export async function seedAccounts(db: Db, clock: Clock, brand: string): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false
  const now = clock.now()
  await createRofus(db, clock).register(TEST_PEOPLE.rofus.cpr, 'permanent', null)
  const answer = await hashSecret('hund')
  for (const a of TEST_ACCOUNTS) {
    const info = parseCpr(a.person.cpr)
    if (!info) throw new Error(`seed: bad CPR for ${a.userName}`)
    try {
      await insertUser(db, {
        brand,
        user_name: a.userName,
        email: `${a.userName}@example.dk`,
        cpr: a.person.cpr,
        password_hash: await hashSecret(a.password),
        first_name: a.person.firstName,
        last_name: a.person.lastName,
        address: a.person.address,
        zip: a.person.zip,
        city: a.person.city,
        birth_date: info.birthDate,
        gender: info.gender,
        phone: '20304050',
        security_question: 1,
        security_answer: answer,
        expected_betting: '0-1000',
        status: a.status,
        verify_deadline: a.status === 'temp' ? new Date(now.getTime() + VERIFY_DEADLINE_MS) : null,
        newsletter: false,
        bonus_code: null,
        register_date: now,
        password_changed_at: now,
      })
    } catch (err) {
      // Another process seeding at the same moment got there first.
      if ((err as { code?: string }).code !== '23505') throw err
    }
  }
  return true
}
