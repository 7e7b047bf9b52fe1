import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import { isEmail } from '../../contract/field-rules.ts'
import {
  AccountInformation,
  AddTeamBody,
  ChangePasswordBody,
  ChannelLoginBody,
  ExpectedBetting,
  IdentityResultBody,
  LoggedOutEverywhere,
  LoginPinBody,
  LoginStatus,
  Message,
  NemidParameters,
  NemidParametersQuery,
  NewsletterBody,
  PinBody,
  PinHash,
  RegisterBody,
  ResetPasswordBody,
  RestorePasswordBody,
  SecurityQuestion,
  SetAccountInformationBody,
  SetExpectedBettingBody,
  SignupNext,
  SignupPrefill,
  SignupStatus,
  SignupStep1Body,
  SignupStep3Body,
  UnsubscribeBody,
  User,
} from '../../contract/player.ts'
import { ok, okNull, okResponse } from '../../platform/http/envelope.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { AppDeps } from '../app.ts'
import { beforeInput } from '../http/before-input.ts'
import { privateRoutes } from '../http/private-routes.ts'
import { SECURITY_QUESTIONS } from './account-service.ts'
import exclusionRoutes from './exclusion-routes.ts'
import type { PlayerServices } from './services.ts'
import { MITID_STATE_COOKIE } from './signup-service.ts'
import { T } from './texts.ts'
/** The Player API of SPEC.md section 7 at /rest/punter/; params, bodies and answers are contract/player.ts. */
export default fp<AppDeps & { player: PlayerServices }>(
  async (app, { config, player }) => {
    const { sessions, auth, signup, account, identity, limit } = player
    const ctx = (req: FastifyRequest, reply: FastifyReply, channel: number) => ({ req, reply, channel })
    const { login, limited, session } = beforeInput(sessions.require, limit)
    const post = <B extends z.ZodType, D extends z.ZodType>(body: B, data: D, before = {}) => ({
      ...before,
      schema: { body: body, response: okResponse(data) },
    })
    const { rate } = config
    const get = <D extends z.ZodType>(data: D) => ({ schema: { response: okResponse(data) } })

    await privateRoutes(app, '/rest/punter', async (r) => {
      // Login, logout and the session
      r.post(
        '/channelLogin',
        post(ChannelLoginBody, User, limited('login', rate.loginPerMin)),
        async (req, reply) => {
          const b = req.body
          return ok(await auth.password(b.userName, b.password, ctx(req, reply, b.channel)))
        },
      )
      r.get('/isLoggedIn', get(LoginStatus), async (req) => {
        const s = await sessions.resolve(req)
        return ok({ loggedIn: s !== null, userId: s?.userId ?? null })
      })
      // Logout reads no body: whatever JSON comes with it is ignored.
      r.post('/logout', { schema: { response: okNull } }, async (req, reply) => {
        await sessions.end(req, reply)
        return ok(null)
      })
      r.post(
        '/logoutAll',
        { ...login, schema: { response: okResponse(LoggedOutEverywhere) } },
        async (req, reply) => {
          return ok({ ended: await sessions.endAll(session(req), req, reply) })
        },
      )
      r.post('/createHash', post(PinBody, PinHash, login), async (req) => {
        const s = session(req)
        return ok({ hash: await auth.setPin(s.userId, req.body.pin) })
      })
      r.post('/loginPin', post(LoginPinBody, User, limited('pin', rate.pinPerMin)), async (req, reply) => {
        const b = req.body
        return ok(await auth.pin(b.pin, b.hash, b.userName, ctx(req, reply, b.channel)))
      })

      // National ID
      r.get(
        '/getNemidParameters',
        { schema: { querystring: NemidParametersQuery, response: okResponse(NemidParameters) } },
        async (req, reply) => {
          const { url, state } = await identity.startUrl(req.query.mode)
          reply.setCookie(MITID_STATE_COOKIE, state, {
            path: '/rest/punter/',
            httpOnly: true,
            sameSite: 'lax',
            maxAge: 600,
          })
          return ok({ url })
        },
      )
      r.post(
        '/nemid_login',
        post(IdentityResultBody, User, limited('login', rate.loginPerMin)),
        async (req, reply) => {
          // Before the one-time result is used: a refused attempt from abroad leaves it usable.
          await player.geo.require(req.ip)
          const { identity: who } = await identity.consume(req.body, {
            modes: ['login', 'confirm'],
            state: req.cookies[MITID_STATE_COOKIE],
          })
          return ok(await auth.mitid(who, ctx(req, reply, 0)))
        },
      )
      r.post(
        '/restorePassword',
        post(RestorePasswordBody, Message, limited('login', rate.loginPerMin)),
        async (req) => {
          const b = req.body
          const { identity: who, mode } = await identity.consume(b, {
            modes: ['forgotpassword'],
            state: req.cookies[MITID_STATE_COOKIE],
          })
          await auth.restorePassword(who, b.password, mode)
          return ok({ message: T.passwordChanged })
        },
      )

      // Sign-up
      r.post(
        '/signup_step1',
        post(SignupStep1Body, SignupNext, limited('signup', rate.signupPerMin)),
        async (req, reply) => {
          return ok(await signup.step1(req.body.cpr, req.body.email, req, reply))
        },
      )
      r.post('/signup_step2', post(IdentityResultBody, SignupPrefill), async (req) =>
        ok(await signup.step2(req.body, req)),
      )
      r.post('/signup_step3', post(SignupStep3Body, SignupStatus), async (req) =>
        ok(await signup.step3(req.body.details, req)),
      )
      r.post(
        '/register',
        post(RegisterBody, User, limited('signup', rate.signupPerMin)),
        async (req, reply) => {
          return ok(await signup.register(req.body, req, reply))
        },
      )

      // Account
      r.get('/getAccountInformation', get(AccountInformation), async (req) =>
        ok(await account.information(await sessions.require(req))),
      )
      r.post('/setAccountInformation', post(SetAccountInformationBody, Message, login), async (req) => {
        const s = session(req)
        return ok(await account.setInformation(s, req.body))
      })
      r.post('/changePassword', post(ChangePasswordBody, Message, login), async (req) => {
        const s = session(req)
        return ok(await account.changePassword(s, req.body.current, req.body.edit))
      })
      r.post(
        '/resetPassword',
        post(ResetPasswordBody, Message, limited('login', rate.loginPerMin)),
        async (req) => {
          return ok(await account.resetPassword(req.body.userName, req.body.email))
        },
      )
      r.get('/getSecurityQuestionList', get(z.array(SecurityQuestion)), async () => ok(SECURITY_QUESTIONS))
      r.get('/getExpectedBetting', get(ExpectedBetting), async (req) =>
        ok(await account.expectedBetting(await sessions.require(req))),
      )
      r.post('/setExpectedBetting', post(SetExpectedBettingBody, z.null(), login), async (req) => {
        const s = session(req)
        await account.setExpectedBetting(s, req.body.expectBetting)
        return ok(null)
      })
      r.post('/newsletterSubscription', post(NewsletterBody, z.null(), login), async (req) => {
        const s = session(req)
        await account.newsletter(s, req.body.on === 1)
        return ok(null)
      })
      r.post('/unsubscribeFromNewsletter', post(UnsubscribeBody, z.null()), async (req) => {
        if (!isEmail(req.body.email)) throw new HttpError(400, T.invalidEmail)
        await account.unsubscribe(req.body.email, req.body.on === 1)
        return ok(null)
      })
      r.post('/addTeam', post(AddTeamBody, z.null(), login), async (req) => {
        const s = session(req)
        await account.addTeam(s, req.body.code, req.body.note)
        return ok(null)
      })
    })
    await app.register(exclusionRoutes, { player })
  },
  { name: 'player', dependencies: ['identity'] },
)
