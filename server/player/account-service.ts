import type { z } from 'zod'
import { isPassword, NEW_PASSWORD_MIN, RULE_TEXT } from '../../contract/field-rules.ts'
import { EXPECTED_BETTING, type SetAccountInformationBody } from '../../contract/player.ts'
import type { Clock } from '../../platform/clock.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { Db } from '../db/index.ts'
import { HOUR_MS, type RateLimiter } from '../http/rate-limit.ts'
import type { Rofus } from '../rofus/service.ts'
import { hashSecret, verifySecret } from './passwords.ts'
import {
  findUserByEmail,
  findUserById,
  findUserByName,
  insertMail,
  insertTeam,
  previousLogin,
  setNewsletterByEmail,
  setNewsletterOptout,
  type UserRow,
  updateUser,
} from './repo.ts'
import type { SessionInfo, Sessions } from './sessions.ts'
import { T } from './texts.ts'
import { type Balances, profileToApi, userToApi } from './to-api.ts'

export const SECURITY_QUESTIONS = [
  { id: 1, question: 'Hvad hed dit første kæledyr?' },
  { id: 2, question: 'Hvad hedder den by, du er født i?' },
  { id: 3, question: 'Hvad var navnet på din første skole?' },
  { id: 4, question: 'Hvad er din mors pigenavn?' },
  { id: 5, question: 'Hvad hed din barndomsven?' },
]

type AccountInfo = z.infer<typeof SetAccountInformationBody>

export function createAccount(
  db: Db,
  clock: Clock,
  rofus: Rofus,
  balances: (id: number) => Promise<Balances>,
  sessions: Sessions,
  mail: { limiter: RateLimiter; resetMailsPerHour: number },
) {
  async function user(s: SessionInfo): Promise<UserRow> {
    const u = await findUserById(db, s.userId)
    if (!u) throw new HttpError(401, T.loginFirst)
    return u
  }

  return {
    user,
    async information(s: SessionInfo) {
      const u = await user(s)
      return {
        user: userToApi(u, s.createdAt, await previousLogin(db, u.id), await balances(u.id)),
        profile: profileToApi(u),
      }
    },

    /** The account-info screen may change e-mail and mobile; name and address come from the CPR register. */
    async setInformation(s: SessionInfo, body: AccountInfo) {
      const u = await user(s)
      const locked = {
        address: u.address,
        zip: u.zip,
        city: u.city,
        firstName: u.first_name,
        lastName: u.last_name,
      }
      for (const [k, v] of Object.entries(locked))
        if (body[k as keyof typeof locked] !== undefined && body[k as keyof typeof locked]?.trim() !== v)
          throw new HttpError(400, T.addressLocked)
      if (body.email.toLowerCase() !== u.email.toLowerCase()) {
        const other = await findUserByEmail(db, body.email)
        if (other && other.id !== u.id) throw new HttpError(409, T.emailExists, { exists: 'email' })
      }
      await updateUser(db, u.id, { email: body.email, phone: body.phoneNr })
      return { message: T.profileChanged }
    },

    async changePassword(s: SessionInfo, current: string, next: string) {
      const u = await user(s)
      if (!(await verifySecret(current, u.password_hash))) throw new HttpError(400, T.wrongPassword)
      if (!isPassword(next, NEW_PASSWORD_MIN))
        throw new HttpError(400, `${RULE_TEXT.newPassword}. ${RULE_TEXT.password}`)
      await updateUser(db, u.id, { password_hash: await hashSecret(next), password_changed_at: clock.now() })
      // Whoever knew the old password is logged out everywhere but here.
      await sessions.endOthers(s)
      return { message: T.passwordChanged }
    },

    /**
     * Same answer whether or not the user exists; only a match gets the mail, and at most
     * `resetMailsPerHour` of them an hour, so the form cannot flood a player's inbox.
     */
    async resetPassword(userName: string, email: string) {
      const u = await findUserByName(db, userName)
      const matches = u !== undefined && u.email.toLowerCase() === email.toLowerCase()
      if (u && matches && (await mail.limiter.hit(`reset-mail:${u.id}`, HOUR_MS)) <= mail.resetMailsPerHour)
        await insertMail(db, {
          to_email: u.email,
          subject: 'Nulstil dit kodeord',
          body: `Hej ${u.first_name}. Nulstil dit kodeord med MitID her: /mitid-verify/forgotpassword`,
          created_at: clock.now(),
        })
      return { message: T.resetSent }
    },

    async expectedBetting(s: SessionInfo) {
      const u = await user(s)
      const value = EXPECTED_BETTING.find((v) => v === u.expected_betting) ?? null
      return { expectBetting: value, options: [...EXPECTED_BETTING] }
    },
    async setExpectedBetting(s: SessionInfo, value: string) {
      await updateUser(db, s.userId, { expected_betting: value })
    },

    async newsletter(s: SessionInfo, on: boolean) {
      const u = await user(s)
      // ROFUS is checked before any marketing mail (ARCHITECTURE.md: Danish rules).
      if (on && (await rofus.check(u.cpr)).excluded) throw new HttpError(403, T.rofus)
      await updateUser(db, u.id, { newsletter: on })
      await setNewsletterOptout(db, u.email, !on, clock.now())
    },

    /** The unsubscribe page: works without login and never tells whether the address is a player's. */
    async unsubscribe(email: string, on: boolean) {
      await setNewsletterOptout(db, email, !on, clock.now())
      await setNewsletterByEmail(db, email, on)
    },

    async addTeam(s: SessionInfo, code: string, note: string) {
      await insertTeam(db, { user_id: s.userId, code, note, created_at: clock.now() })
    },
  }
}
