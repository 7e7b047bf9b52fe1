import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { User } from '../../contract/player.ts'
import type { Clock } from '../../platform/clock.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { Db } from '../db/index.ts'
import type { Geo } from '../geo/service.ts'
import { HOUR_MS, type RateLimiter, tooMany } from '../http/rate-limit.ts'
import type { IdentityMode, VerifiedIdentity } from '../identity/types.ts'
import type { Rofus } from '../rofus/service.ts'
import type { Admit } from './admission.ts'
import { burnSecretCheck, hashSecret, verifySecret } from './passwords.ts'
import {
  claimLoginAttempt,
  claimPinAttempt,
  clearLoginFailures,
  deletePin,
  deleteUserSessions,
  findLoginFailures,
  findPin,
  findUserByCpr,
  findUserById,
  findUserByName,
  forgiveLoginAttempts,
  forgivePinAttempts,
  insertLogin,
  insertPin,
  previousLogin,
  prunePins,
  type UserRow,
  updateUser,
} from './repo.ts'
import type { Sessions } from './sessions.ts'
import { LOGIN_ATTEMPTS, T } from './texts.ts'
import { type Balances, userToApi } from './to-api.ts'

const PINS_PER_USER = 5

type Ctx = { req: FastifyRequest; reply: FastifyReply; channel: number }

/** What guards the secrets besides the per-account count: the geo rule and the per-address failures. */
export type AuthGuards = { geo: Geo; limiter: RateLimiter; failuresPerIpHour: number }

export function createAuth(
  db: Db,
  clock: Clock,
  sessions: Sessions,
  admit: Admit,
  balances: (id: number) => Promise<Balances>,
  rofus: Rofus,
  afterLogin: (userId: number) => Promise<void>,
  guards: AuthGuards,
) {
  const { geo, limiter, failuresPerIpHour } = guards
  const failure = (status: number, message: string, data: object) => new HttpError(status, message, data)

  async function open(
    user: UserRow,
    ctx: Ctx,
    method: 'password' | 'pin' | 'mitid' | 'signup',
  ): Promise<User> {
    const loginAt = await sessions.start(ctx.req, ctx.reply, user.id, user.brand, ctx.channel)
    await insertLogin(db, { user_id: user.id, at: loginAt, ip: ctx.req.ip, channel: ctx.channel, method })
    await updateUser(db, user.id, { last_login_at: loginAt })
    await afterLogin(user.id)
    return userToApi(user, loginAt, await previousLogin(db, user.id), await balances(user.id))
  }

  /** MitID proved the person: one in ROFUS hears that, not "no account, create one". */
  async function accountFor(identity: VerifiedIdentity): Promise<UserRow> {
    const user = await findUserByCpr(db, identity.cpr)
    if (user) return user
    if ((await rofus.check(identity.cpr)).excluded) throw new HttpError(403, T.rofus)
    throw new HttpError(404, T.noAccountForCpr)
  }

  async function accountLocked(userName: string): Promise<boolean> {
    const f = await findLoginFailures(db, userName)
    return (f?.failures ?? 0) >= LOGIN_ATTEMPTS
  }
  const lockedError = () => failure(403, T.locked, { attemptsLeft: 0, locked: true })

  /**
   * Password spraying: failures from one address across any accounts are claimed before the check,
   * like an account's attempts, and a success gives its claim back.
   */
  const sprayBucket = (ctx: Ctx) => `login-failures:${ctx.req.ip}`
  async function claimFromAddress(ctx: Ctx): Promise<void> {
    if ((await limiter.hit(sprayBucket(ctx), HOUR_MS)) > failuresPerIpHour) throw tooMany()
  }
  const forgiveAddress = (ctx: Ctx) => limiter.refund(sprayBucket(ctx), HOUR_MS)

  return {
    open,

    /**
     * channelLogin: 6 failures per user name lock it, counting down in the message (SPEC.md section 8).
     * Each check is claimed in the database before scrypt runs, so parallel requests and other
     * processes together never check more than 6 (ARCHITECTURE.md: Security posture).
     */
    async password(userName: string, password: string, ctx: Ctx): Promise<User> {
      await geo.require(ctx.req.ip)
      await claimFromAddress(ctx)
      const claim = await claimLoginAttempt(db, userName, clock.now(), LOGIN_ATTEMPTS)
      if (claim === null) throw lockedError()
      const user = await findUserByName(db, userName)
      let ok = false
      if (user) ok = await verifySecret(password, user.password_hash)
      else await burnSecretCheck(password)
      if (!user || !ok) {
        const left = Math.max(0, LOGIN_ATTEMPTS - claim)
        if (left === 0) throw lockedError()
        throw failure(401, T.wrongLogin(left), { attemptsLeft: left, locked: false })
      }
      await forgiveAddress(ctx)
      await forgiveLoginAttempts(db, userName, claim, LOGIN_ATTEMPTS)
      await admit(user)
      return open(user, ctx, 'password')
    },

    async setPin(userId: number, pin: string): Promise<string> {
      const id = randomBytes(24).toString('base64url')
      await insertPin(db, { id, user_id: userId, pin_hash: await hashSecret(pin), created_at: clock.now() })
      await prunePins(db, userId, PINS_PER_USER)
      return id
    },

    /**
     * loginPin: the stored hash names a server-side PIN; wrong PINs count down, then it is gone. Checks
     * are claimed before they run, as for passwords, and a locked account refuses PINs too.
     */
    async pin(pin: string, hash: string, userName: string, ctx: Ctx): Promise<User> {
      await geo.require(ctx.req.ip)
      const row = await findPin(db, hash)
      const user = row ? await findUserById(db, row.user_id) : undefined
      if (!row || !user || user.user_name.toLowerCase() !== userName.toLowerCase())
        throw failure(401, T.wrongPin, { attemptsLeft: 0, removed: true })
      if (await accountLocked(user.user_name)) throw lockedError()
      await claimFromAddress(ctx)
      const claim = await claimPinAttempt(db, row.id, LOGIN_ATTEMPTS)
      if (claim === null) throw failure(401, T.wrongPin, { attemptsLeft: 0, removed: true })
      if (!(await verifySecret(pin, row.pin_hash))) {
        const left = LOGIN_ATTEMPTS - claim
        if (left <= 0) {
          await deletePin(db, row.id)
          throw failure(403, T.pinExhausted, { attemptsLeft: 0, removed: true })
        }
        throw failure(401, T.pinLeft(left), { attemptsLeft: left, removed: false })
      }
      await forgiveAddress(ctx)
      await forgivePinAttempts(db, row.id, claim)
      await admit(user)
      return open(user, ctx, 'pin')
    },

    async mitid(identity: VerifiedIdentity, ctx: Ctx): Promise<User> {
      await geo.require(ctx.req.ip)
      const user = await accountFor(identity)
      await admit(user)
      return open(user, ctx, 'mitid')
    },

    /** A new password after MitID proved the person: unlocks the account and ends its sessions. */
    async restorePassword(identity: VerifiedIdentity, password: string, _mode: IdentityMode): Promise<void> {
      const user = await accountFor(identity)
      await admit(user)
      await updateUser(db, user.id, {
        password_hash: await hashSecret(password),
        password_changed_at: clock.now(),
      })
      await clearLoginFailures(db, user.user_name)
      await deleteUserSessions(db, user.id)
    },
  }
}
export type Auth = ReturnType<typeof createAuth>
