import type { NewUser } from '../../../server/player/repo.ts'

/**
 * An open account with made-up details, for tests and benchmarks that need many players but no
 * sign-up: `tag` and `n` keep user name, e-mail and CPR unique.
 */
export function plainUser(tag: string, n: number, at: Date, cprBase = 1_000_000_000): NewUser {
  return {
    brand: 'go',
    user_name: `${tag}${n}x`,
    email: `${tag}${n}@example.dk`,
    cpr: String(cprBase + n),
    password_hash: 'x',
    first_name: 'P',
    last_name: 'Q',
    address: 'Gade 1',
    zip: '1000',
    city: 'København',
    newsletter: false,
    bonus_code: null,
    birth_date: '1980-01-01',
    gender: 'M',
    phone: '20304050',
    security_question: 1,
    security_answer: 'x',
    expected_betting: '0-1000',
    status: 'open',
    verify_deadline: null,
    register_date: at,
    password_changed_at: at,
  }
}
