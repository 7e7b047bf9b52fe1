import type { Profile, User } from '../../contract/player.ts'
import type { UserRow } from './repo.ts'

/** The wallet's cash and bonus balances, kr. (server/money/balances.ts). */
export type Balances = { balance: number; bonusBalance: number }

export function userToApi(u: UserRow, loginAt: Date, lastLogin: Date | null, b: Balances): User {
  return {
    id: u.id,
    userName: u.user_name,
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    balance: b.balance,
    bonusBalance: b.bonusBalance,
    status: u.status,
    loginTimeNum: loginAt.getTime(),
    hasNewsletterSubscription: u.newsletter,
    lastLogin: lastLogin?.toISOString() ?? null,
    verifyDeadline: u.verify_deadline?.toISOString() ?? null,
  }
}

export function profileToApi(u: UserRow): Profile {
  return {
    userId: u.id,
    userName: u.user_name,
    email: u.email,
    // Only the birth-date half leaves the server: the whole number is not the page's business.
    cprNumber: `${u.cpr.slice(0, 6)}-xxxx`,
    firstName: u.first_name,
    lastName: u.last_name,
    address: u.address,
    zip: u.zip,
    city: u.city,
    country: 'DK',
    birthDate: u.birth_date,
    gender: u.gender,
    phoneNr: u.phone,
    phoneGSM: u.phone,
    securityQuestion: u.security_question,
    mailList: u.newsletter,
    registerDate: u.register_date.toISOString(),
    currency: 'DKK',
    valid: u.status === 'open',
  }
}
