import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { isEmail } from '../../contract/account-rules.ts'
import {
  AddTeamBody,
  ChangePasswordBody,
  ChannelLoginBody,
  IdentityResultBody,
  LoginPinBody,
  NemidParametersQuery,
  NewsletterBody,
  PinBody,
  RegisterBody,
  ResetPasswordBody,
  RestorePasswordBody,
  SetAccountInformationBody,
  SetExpectedBettingBody,
  SignupStep1Body,
  SignupStep3Body,
  UnsubscribeBody,
} from '../../contract/player.ts'
import type { AppDeps } from '../app.ts'
import { HttpError, parseInput } from '../http/errors.ts'
import { SECURITY_QUESTIONS } from './account-service.ts'
import type { PlayerServices } from './services.ts'
import { MITID_STATE_COOKIE } from './signup-service.ts'
import { T } from './texts.ts'

type Req = FastifyRequest<{ Body: unknown; Querystring: unknown }>
const ok = <T>(data: T) => ({ success: true as const, data, errorMessage: null })

/** The Player API of SPEC.md section 7 at /rest/punter/; every body is parsed with contract/player.ts. */
export default fp<AppDeps & { player: PlayerServices }>(
  async (app, { config, player }) => {
    const { sessions, auth, signup, account, identity, limit } = player
    const body = <S extends Parameters<typeof parseInput>[0]>(schema: S, req: Req) =>
      parseInput(schema, req.body ?? {}, 'body')
    const ctx = (req: Req, reply: FastifyReply, channel: number) => ({ req, reply, channel })

    await app.register(
      async (r) => {
        r.addHook('onSend', async (_req, reply) => {
          reply.header('cache-control', 'no-store')
        })

        // Login, logout and the session
        r.post('/channelLogin', async (req: Req, reply) => {
          await limit('login', req.ip, config.rate.loginPerMin)
          const b = body(ChannelLoginBody, req)
          return ok(await auth.password(b.userName, b.password, ctx(req, reply, b.channel)))
        })
        r.get('/isLoggedIn', async (req: Req) => {
          const s = await sessions.resolve(req)
          return ok({ loggedIn: s !== null, userId: s?.userId ?? null })
        })
        r.post('/logout', async (req: Req, reply) => {
          await sessions.end(req, reply)
          return ok(null)
        })
        r.post('/createHash', async (req: Req) => {
          const s = await sessions.require(req)
          return ok({ hash: await auth.setPin(s.userId, body(PinBody, req).pin) })
        })
        r.post('/loginPin', async (req: Req, reply) => {
          await limit('pin', req.ip, config.rate.pinPerMin)
          const b = body(LoginPinBody, req)
          return ok(await auth.pin(b.pin, b.hash, b.userName, ctx(req, reply, b.channel)))
        })

        // National ID
        r.get('/getNemidParameters', async (req: Req, reply) => {
          const q = parseInput(NemidParametersQuery, req.query)
          const { url, state } = await identity.startUrl(q.mode)
          reply.setCookie(MITID_STATE_COOKIE, state, {
            path: '/rest/punter/',
            httpOnly: true,
            sameSite: 'lax',
            maxAge: 600,
          })
          return ok({ url })
        })
        r.post('/nemid_login', async (req: Req, reply) => {
          await limit('login', req.ip, config.rate.loginPerMin)
          const b = body(IdentityResultBody, req)
          const { identity: who } = await identity.consume(b, {
            modes: ['login', 'confirm'],
            state: req.cookies[MITID_STATE_COOKIE],
          })
          return ok(await auth.mitid(who, ctx(req, reply, 0)))
        })
        r.post('/restorePassword', async (req: Req) => {
          await limit('login', req.ip, config.rate.loginPerMin)
          const b = body(RestorePasswordBody, req)
          const { identity: who, mode } = await identity.consume(b, {
            modes: ['forgotpassword'],
            state: req.cookies[MITID_STATE_COOKIE],
          })
          await auth.restorePassword(who, b.password, mode)
          return ok({ message: T.passwordChanged })
        })

        // Sign-up
        r.post('/signup_step1', async (req: Req, reply) => {
          await limit('signup', req.ip, config.rate.signupPerMin)
          const b = body(SignupStep1Body, req)
          return ok(await signup.step1(b.cpr, b.email, reply))
        })
        r.post('/signup_step2', async (req: Req) =>
          ok(await signup.step2(body(IdentityResultBody, req), req)),
        )
        r.post('/signup_step3', async (req: Req) =>
          ok(await signup.step3(body(SignupStep3Body, req).details, req)),
        )
        r.post('/register', async (req: Req, reply) => {
          await limit('signup', req.ip, config.rate.signupPerMin)
          return ok(await signup.register(body(RegisterBody, req), req, reply))
        })

        // Account
        r.get('/getAccountInformation', async (req: Req) =>
          ok(await account.information(await sessions.require(req))),
        )
        r.post('/setAccountInformation', async (req: Req) => {
          const s = await sessions.require(req)
          return ok(await account.setInformation(s, body(SetAccountInformationBody, req)))
        })
        r.post('/changePassword', async (req: Req) => {
          const s = await sessions.require(req)
          const b = body(ChangePasswordBody, req)
          return ok(await account.changePassword(s, b.current, b.edit))
        })
        r.post('/resetPassword', async (req: Req) => {
          await limit('login', req.ip, config.rate.loginPerMin)
          const b = body(ResetPasswordBody, req)
          return ok(await account.resetPassword(b.userName, b.email))
        })
        r.get('/getSecurityQuestionList', async () => ok(SECURITY_QUESTIONS))
        r.get('/getExpectedBetting', async (req: Req) =>
          ok(await account.expectedBetting(await sessions.require(req))),
        )
        r.post('/setExpectedBetting', async (req: Req) => {
          const s = await sessions.require(req)
          await account.setExpectedBetting(s, body(SetExpectedBettingBody, req).expectBetting)
          return ok(null)
        })
        r.get('/getUserStatus', async (req: Req) => ok(await account.status(await sessions.require(req))))
        r.post('/newsletterSubscription', async (req: Req) => {
          const s = await sessions.require(req)
          await account.newsletter(s, body(NewsletterBody, req).on === 1)
          return ok(null)
        })
        r.post('/unsubscribeFromNewsletter', async (req: Req) => {
          const b = body(UnsubscribeBody, req)
          if (!isEmail(b.email)) throw new HttpError(400, T.invalidEmail)
          await account.unsubscribe(b.email, b.on === 1)
          return ok(null)
        })
        r.post('/addTeam', async (req: Req) => {
          const s = await sessions.require(req)
          const b = body(AddTeamBody, req)
          await account.addTeam(s, b.code, b.note)
          return ok(null)
        })
      },
      { prefix: '/rest/punter' },
    )
  },
  { name: 'player', dependencies: ['identity'] },
)
