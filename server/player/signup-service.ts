import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ADULT_AGE, ageOn, danishDate, parseCpr } from '../../contract/cpr.ts'
import type { RegisterBody, SignupDetails, SignupPrefill, User } from '../../contract/player.ts'
import type { Clock } from '../../platform/clock.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/index.ts'
import type { Geo } from '../geo/service.ts'
import type { SignedResult } from '../identity/jws.ts'
import { lookupPerson } from '../identity/sandbox-people.ts'
import type { Identity } from '../identity/service.ts'
import type { VerifiedIdentity } from '../identity/types.ts'
import type { Rofus } from '../rofus/service.ts'
import type { Auth } from './auth-service.ts'
import { hashSecret } from './passwords.ts'
import {
  deleteSignup,
  deleteSignupsBefore,
  findSignup,
  findUserByCpr,
  findUserByEmail,
  findUserById,
  findUserByName,
  insertSignup,
  insertUser,
  updateSignup,
} from './repo.ts'
import { hashToken } from './sessions.ts'
import { T } from './texts.ts'

const SIGNUP_COOKIE = 'signup'
export const MITID_STATE_COOKIE = 'mitid_state'
const SIGNUP_TTL_MS = 60 * 60_000
const VERIFY_DEADLINE_MS = 30 * 24 * 3600_000

type Details = import('zod').infer<typeof SignupDetails>
type Register = import('zod').infer<typeof RegisterBody>
type Stored = { identity: VerifiedIdentity; register: SignupPrefill }

const same = (a: string, b: string) => a.trim().toLocaleLowerCase('da') === b.trim().toLocaleLowerCase('da')

/** The four sign-up steps of SPEC.md section 2 (Sign-up), held server-side in a `signups` row. */
export function createSignup(
  db: Db,
  clock: Clock,
  _config: Config,
  rofus: Rofus,
  identity: Identity,
  auth: Auth,
  geo: Geo,
) {
  function refuseMinor(birthDate: string) {
    if (ageOn(birthDate, danishDate(clock.now())) < ADULT_AGE) throw new HttpError(403, T.underAge)
  }
  async function refuseExisting(cpr: string, email: string | null) {
    if (await findUserByCpr(db, cpr)) throw new HttpError(409, T.cprExists, { exists: 'cpr' })
    if (email && (await findUserByEmail(db, email)))
      throw new HttpError(409, T.emailExists, { exists: 'email' })
  }
  async function refuseExcluded(cpr: string) {
    const r = await rofus.check(cpr)
    if (r.excluded) throw new HttpError(403, T.rofus)
  }
  async function current(req: FastifyRequest) {
    const token = req.cookies[SIGNUP_COOKIE]
    const row = token && token.length <= 100 ? await findSignup(db, hashToken(token)) : undefined
    if (!row || clock.nowMs() - row.created_at.getTime() > SIGNUP_TTL_MS)
      throw new HttpError(400, T.signupExpired)
    return row
  }

  return {
    async step1(cpr: string, email: string, req: FastifyRequest, reply: FastifyReply) {
      await geo.require(req.ip)
      const info = parseCpr(cpr)
      if (!info) throw new HttpError(400, T.cprWrong)
      refuseMinor(info.birthDate)
      await refuseExcluded(cpr)
      await refuseExisting(cpr, email)
      const token = randomBytes(32).toString('base64url')
      const now = clock.now()
      await insertSignup(db, { id_hash: hashToken(token), cpr, email, created_at: now })
      await deleteSignupsBefore(db, new Date(now.getTime() - 24 * 3600_000))
      reply.setCookie(SIGNUP_COOKIE, token, {
        path: '/rest/punter/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: SIGNUP_TTL_MS / 1000,
      })
      return { next: 'mitid' as const }
    },

    async step2(signed: SignedResult, req: FastifyRequest): Promise<SignupPrefill> {
      await geo.require(req.ip)
      const row = await current(req)
      const { identity: who } = await identity.consume(signed, {
        modes: ['signup'],
        state: req.cookies[MITID_STATE_COOKIE],
      })
      if (who.cpr !== row.cpr) throw new HttpError(400, T.identityMismatch)
      refuseMinor(who.birthDate)
      await refuseExcluded(who.cpr)
      const person = lookupPerson(who.cpr)
      const register: SignupPrefill = {
        firstName: who.firstName,
        lastName: who.lastName,
        address: person?.address ?? '',
        zip: person?.zip ?? '',
        city: person?.city ?? '',
        birthDate: who.birthDate,
      }
      await updateSignup(db, row.id_hash, {
        identity: JSON.stringify({ identity: who, register } satisfies Stored),
      })
      return register
    },

    /** Details that differ from the CPR register make the account temp until it is verified. */
    async step3(details: Details, req: FastifyRequest) {
      const row = await current(req)
      const stored = row.identity as Stored | null
      if (!stored) throw new HttpError(400, T.signupStep)
      await updateSignup(db, row.id_hash, { details: JSON.stringify(details) })
      const r = stored.register
      const matches = (['firstName', 'lastName', 'address', 'zip', 'city'] as const).every((k) =>
        same(details[k], r[k]),
      )
      return { status: matches ? ('open' as const) : ('temp' as const) }
    },

    async register(body: Register, req: FastifyRequest, reply: FastifyReply): Promise<User> {
      await geo.require(req.ip)
      const row = await current(req)
      const stored = row.identity as Stored | null
      const details = row.details as Details | null
      if (!stored || !details) throw new HttpError(400, T.signupStep)
      await refuseExcluded(row.cpr)
      await refuseExisting(row.cpr, row.email)
      if (await findUserByName(db, body.userName)) throw new HttpError(409, T.userNameTaken)
      const r = stored.register
      const matches = (['firstName', 'lastName', 'address', 'zip', 'city'] as const).every((k) =>
        same(details[k], r[k]),
      )
      const now = clock.now()
      const info = parseCpr(row.cpr)
      if (!info) throw new HttpError(400, T.cprWrong)
      let id: number
      try {
        id = await insertUser(db, {
          brand: _config.brand,
          user_name: body.userName,
          email: row.email,
          cpr: row.cpr,
          password_hash: await hashSecret(body.password),
          first_name: details.firstName,
          last_name: details.lastName,
          address: details.address,
          zip: details.zip,
          city: details.city,
          birth_date: info.birthDate,
          gender: info.gender,
          phone: body.phone,
          security_question: body.securityQuestion,
          security_answer: await hashSecret(body.securityAnswer.toLocaleLowerCase('da')),
          expected_betting: body.expectBetting,
          status: matches ? 'open' : 'temp',
          verify_deadline: matches ? null : new Date(now.getTime() + VERIFY_DEADLINE_MS),
          newsletter: body.newsletter,
          bonus_code: body.bonusCode || null,
          register_date: now,
          password_changed_at: now,
        })
      } catch (err) {
        throw uniqueViolation(err) ?? err
      }
      await deleteSignup(db, row.id_hash)
      reply.clearCookie(SIGNUP_COOKIE, { path: '/rest/punter/' })
      const user = await findUserById(db, id)
      if (!user) throw new Error('user vanished after insert')
      return auth.open(user, { req, reply, channel: body.channel }, 'signup')
    },
  }
}

/** Two sign-ups racing for one CPR, e-mail or user name: the loser gets the same answer as if it came second. */
function uniqueViolation(err: unknown): HttpError | null {
  const e = err as { code?: string; constraint?: string; message?: string; detail?: string }
  if (e?.code !== '23505') return null
  const where = `${e.constraint ?? ''} ${e.message ?? ''} ${e.detail ?? ''}`
  if (where.includes('users_cpr_key') || where.includes('(cpr)'))
    return new HttpError(409, T.cprExists, { exists: 'cpr' })
  if (where.includes('users_email_key') || where.includes('email'))
    return new HttpError(409, T.emailExists, { exists: 'email' })
  return new HttpError(409, T.userNameTaken)
}
