import { HttpError } from '../../platform/http/errors.ts'
import type { AppDeps } from '../app.ts'
import { createGeo, geoLookup } from '../geo/service.ts'
import { createRateLimiter } from '../http/rate-limit.ts'
import type { Broker } from '../identity/broker.ts'
import { createIdentity } from '../identity/service.ts'
import { createPlayerBalances } from '../money/balances.ts'
import { rofusRegister } from '../rofus/service.ts'
import { createAccount } from './account-service.ts'
import { createAdmission } from './admission.ts'
import { createAuth } from './auth-service.ts'
import { createClosing } from './closing.ts'
import { createDevices } from './devices.ts'
import { createExclusion } from './exclusion-service.ts'
import { createMoneyGate } from './money-gate.ts'
import { createPlayerDirectory, type PlayerView } from './player-view.ts'
import { findUserById } from './repo.ts'
import { createSessions } from './sessions.ts'
import { createSignup } from './signup-service.ts'
import { T } from './texts.ts'

export type LoginHook = (userId: number) => Promise<unknown>

/** The account side's services, built once per app and shared by the player, identity and cms routes. */
export function createPlayerServices({ db: { db }, clock, config }: AppDeps, broker?: Broker) {
  const rofus = rofusRegister(config.rofus.provider, db, clock)
  const identity = createIdentity(db, clock, broker)
  const sessions = createSessions(db, clock, config.session)
  const geo = createGeo(geoLookup(config.geo.provider), config.geo.allow)
  const limit = createRateLimiter(db, clock)
  const closing = createClosing(db, clock, rofus)
  // An account closed at its verification deadline has its open rounds settled (not awaited: the
  // refusal is answered at once, and a provider that cannot be reached leaves it to the sweep).
  const admit = createAdmission(db, clock, config, rofus, (userId) => void closing.settle(userId))
  // Balances come from the wallet's cash and bonus accounts (server/money/balances.ts).
  const balances = createPlayerBalances(db)
  // Other modules settle a player's state when a session starts (money ends a bonus that ran out);
  // they subscribe here because the player module is built before them and must not know them.
  const loginHooks: LoginHook[] = []
  const afterLogin = async (userId: number) => {
    for (const hook of loginHooks) await hook(userId)
  }
  const auth = createAuth(db, clock, sessions, admit, balances, rofus, afterLogin, {
    geo,
    limiter: limit,
    failuresPerIpHour: config.rate.loginFailuresPerIpHour,
  })
  const directory = createPlayerDirectory(db)
  const exclusion = createExclusion(db, clock, rofus, closing)
  const moneyGate = createMoneyGate(db, clock, admit, geo.allowed, config.session.idleMs)
  return {
    /**
     * The ROFUS register as the sandbox's page uses it: a registration there is told to the casino at
     * once (closing.ts), so the person's open rounds are settled and a permanent one closes the account.
     */
    rofus: {
      check: (cpr: string) => rofus.check(cpr),
      async register(cpr: string, kind: 'temporary' | 'permanent', until: Date | null) {
        await rofus.register(cpr, kind, until)
        await closing.rofusRegistered(cpr, kind)
      },
    },
    /** A player's money closing: the open rounds settled before the payout, and the start-up sweep. */
    closing,
    identity,
    sessions,
    auth,
    /** The geo rule (geo/service.ts): `geo.require(req.ip)` refuses a call from outside Denmark. */
    geo,
    signup: createSignup(db, clock, config, rofus, identity, auth, geo),
    account: createAccount(db, clock, rofus, balances, sessions, {
      limiter: limit,
      resetMailsPerHour: config.rate.resetMailsPerHour,
    }),
    limit,
    exclusion,
    /** The gate every money call passes (money-gate.ts); other modules add prerequisites to it. */
    moneyGate,
    devices: createDevices(db, clock),
    /** The narrow view of one player (player-view.ts), for the money, support and content modules. */
    lookup: directory.view,
    views: directory.views,
    payoutCpr: directory.payoutCpr,
    /**
     * The login admission again (brand, ROFUS, status, verification deadline) for a live session's
     * player: money calls check it at every call, not only at login (ARCHITECTURE.md, Security posture).
     */
    async readmit(userId: number): Promise<PlayerView> {
      const user = await findUserById(db, userId)
      if (!user) throw new HttpError(401, T.loginFirst)
      await admit(user)
      const view = await directory.view(userId)
      if (!view) throw new HttpError(401, T.loginFirst)
      return view
    },
    /** Runs hook after every login (password, PIN, MitID, sign-up), before the answer's balances are read. */
    onLogin(hook: LoginHook) {
      loginHooks.push(hook)
    },
  }
}
export type PlayerServices = ReturnType<typeof createPlayerServices>
