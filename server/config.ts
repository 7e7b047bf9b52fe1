import { resolve } from 'node:path'
import { z } from 'zod'
import { MoneyEnv, moneyConfig, SANDBOX_PAYMENT_SECRET, SANDBOX_PROVIDERS } from './wallet/money-config.ts'

/** Every environment variable the server reads, parsed once (CONVENTIONS.md: one source of truth). */
const Env = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    /** Where the built PWA lives (vite build output). */
    DIST_DIR: z.string().default('./dist'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** '1' exposes POST /__test/clock (ARCHITECTURE.md: Time). */
    CASINO_TEST_CLOCK: z.enum(['0', '1']).default('0'),
    /** Skip seeding the demo catalogue into an empty database. */
    SEED: z.enum(['0', '1']).default('1'),
    /** This site's brand and its sister brands: an account made on one logs in on all of them. */
    BRAND: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .default('go'),
    BRAND_FAMILY: z.string().default('go,spilnu,lykke'),
    /**
     * Proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDRs). Only these may
     * name the client's address, which the geo check and the per-IP limits use.
     */
    TRUST_PROXY: z.string().default('127.0.0.1/8,::1/128'),
    /** Extra origins allowed to make state-changing calls (the page's own origin always is). */
    ALLOWED_ORIGINS: z.string().default(''),
    /** Extra addresses or CIDR ranges the geo check allows besides Danish, loopback and private ones. */
    GEO_ALLOW: z.string().default(''),
    /** Per-IP requests a minute on login, PIN login and sign-up. */
    RATE_LOGIN_PER_MIN: z.coerce.number().int().min(1).default(30),
    RATE_PIN_PER_MIN: z.coerce.number().int().min(1).default(30),
    RATE_SIGNUP_PER_MIN: z.coerce.number().int().min(1).default(20),
    /** Failed password and PIN checks an hour from one address, across all accounts (password spraying). */
    RATE_LOGIN_FAILURES_PER_IP_HOUR: z.coerce.number().int().min(1).default(50),
    /** Password-reset mails an hour to one account. */
    RATE_RESET_MAILS_PER_HOUR: z.coerce.number().int().min(1).default(3),
    /** Per-IP writes a minute on each open content call (feedback, newsletter sign-up, game clicks, chat). */
    RATE_CONTENT_PER_MIN: z.coerce.number().int().min(1).default(30),
    /** The support chat's operator page (/cms/support/agent) asks for this password (user 'agent'). */
    SUPPORT_AGENT_PASSWORD: z.string().min(8).optional(),
    /** A session ends after this many idle minutes. */
    SESSION_IDLE_MIN: z.coerce.number().int().min(1).default(60),
    /** A session ends this many hours after its login, however busy it is. */
    SESSION_MAX_HOURS: z.coerce
      .number()
      .min(0.01)
      .max(24 * 365)
      .default(12),
    /** The geo lookup (server/geo/port.ts): only the sandbox exists so far. */
    GEO_PROVIDER: z.enum(['sandbox']).default('sandbox'),
    /** The self-exclusion register (server/rofus/port.ts): only the sandbox exists so far. */
    ROFUS_PROVIDER: z.enum(['sandbox']).default('sandbox'),
    /** National ID: the built-in sandbox, or OpenID Connect to a MitID broker. */
    IDENTITY_PROVIDER: z.enum(['sandbox', 'oidc']).default('sandbox'),
    OIDC_ISSUER: z.string().url().optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    OIDC_REDIRECT_URI: z.string().url().optional(),
    /** Live tables (issue 15): how long a process's lease on a table lasts unless renewed. */
    LIVE_LEASE_MS: z.coerce.number().int().min(200).default(5_000),
    /** Live tables: the betting window, when set, for every table (tests); otherwise each table's own. */
    LIVE_BETTING_MS: z.coerce.number().int().min(100).optional(),
    /** Live tables: the spin/deal between the close and the result, and the pause before the next round. */
    LIVE_CLOSED_MS: z.coerce.number().int().min(0).default(2_500),
    LIVE_PAUSE_MS: z.coerce.number().int().min(0).default(3_000),
    /** Live tables: how long after the close bets that arrived before it may still be taken (queued). */
    LIVE_ARRIVAL_GRACE_MS: z.coerce.number().int().min(0).default(1_000),
    /** Live tables: open event streams one address, and one studio session, may hold (per process). */
    LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    LIVE_STREAMS_PER_SESSION: z.coerce.number().int().min(1).default(4),
    /** Live tables: how often the runner looks at its tables' clocks. */
    LIVE_TICK_MS: z.coerce.number().int().min(10).default(100),
  })
  /** Money (issue 4; server/wallet/money-config.ts): payment service, game providers, NemKonto, jobs. */
  .extend(MoneyEnv.shape)
type Env = z.output<typeof Env>

const list = (v: string) =>
  v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)

function identityConfig(e: Env) {
  if (e.IDENTITY_PROVIDER === 'sandbox') {
    // ARCHITECTURE.md: production refuses to start while a sandbox adapter is active.
    if (e.NODE_ENV === 'production')
      throw new Error('Invalid environment: IDENTITY_PROVIDER=sandbox in production')
    return { kind: 'sandbox' as const }
  }
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = e
  const redirectUri = e.OIDC_REDIRECT_URI
  if (!issuer || !clientId || !clientSecret || !redirectUri)
    throw new Error(
      'Invalid environment: IDENTITY_PROVIDER=oidc needs OIDC_ISSUER, _CLIENT_ID, _CLIENT_SECRET, _REDIRECT_URI',
    )
  return { kind: 'oidc' as const, issuer, clientId, clientSecret, redirectUri }
}

/** Outside production the operator page has a known sandbox password; production must set its own. */
export const SANDBOX_AGENT_PASSWORD = 'kundeservice'
function supportAgentPassword(e: Env): string {
  if (e.SUPPORT_AGENT_PASSWORD) return e.SUPPORT_AGENT_PASSWORD
  if (e.NODE_ENV === 'production')
    throw new Error('Invalid environment: SUPPORT_AGENT_PASSWORD must be set in production')
  return SANDBOX_AGENT_PASSWORD
}

/**
 * Production fails closed (ARCHITECTURE.md: Security posture): every sandbox adapter, the test
 * accounts' seeding, the test clock and every default secret is refused, all named in one message.
 */
function productionRefusals(e: Env): string[] {
  if (e.NODE_ENV !== 'production') return []
  const out: string[] = []
  const sandbox = (name: string, value: string, party: string) => {
    if (value === 'sandbox') out.push(`${name}=sandbox: the ${party} sandbox cannot run in production`)
  }
  sandbox('IDENTITY_PROVIDER', e.IDENTITY_PROVIDER, 'MitID')
  sandbox('PAYMENT_PROVIDER', e.PAYMENT_PROVIDER, 'payment service')
  sandbox('PAYOUT_PROVIDER', e.PAYOUT_PROVIDER, 'NemKonto payout')
  sandbox('ROFUS_PROVIDER', e.ROFUS_PROVIDER, 'ROFUS register')
  sandbox('GEO_PROVIDER', e.GEO_PROVIDER, 'geo lookup')
  if (e.SEED === '1') out.push('SEED=1 would write the test accounts with known passwords: set SEED=0')
  if (e.CASINO_TEST_CLOCK === '1') out.push('CASINO_TEST_CLOCK=1 lets anyone move the clock: unset it')
  if (!e.PAYMENT_SECRET || e.PAYMENT_SECRET === SANDBOX_PAYMENT_SECRET)
    out.push('PAYMENT_SECRET must be set to the merchant key (not the sandbox default)')
  const sandboxStudioSecret = SANDBOX_PROVIDERS.slice(SANDBOX_PROVIDERS.indexOf(':') + 1)
  if (!e.WALLET_PROVIDERS || e.WALLET_PROVIDERS.includes(sandboxStudioSecret))
    out.push('WALLET_PROVIDERS must name each game provider with its own secret (not the sandbox default)')
  if (!e.SUPPORT_AGENT_PASSWORD || e.SUPPORT_AGENT_PASSWORD === SANDBOX_AGENT_PASSWORD)
    out.push('SUPPORT_AGENT_PASSWORD must be set (not the sandbox default)')
  return out
}

function refuseUnsafeProduction(e: Env) {
  const refusals = productionRefusals(e)
  if (refusals.length) throw new Error(`Invalid environment for production:\n- ${refusals.join('\n- ')}`)
}

/**
 * The server's settings: the variables parsed and shaped in one schema, so the type below is what
 * the parse makes. Refused combinations throw in the transform with the operator's message.
 */
const ConfigSchema = Env.transform((e) => {
  refuseUnsafeProduction(e)
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    distDir: resolve(e.DIST_DIR),
    logLevel: e.LOG_LEVEL,
    testClock: e.CASINO_TEST_CLOCK === '1',
    seed: e.SEED === '1',
    brand: e.BRAND,
    brandFamily: [...new Set([e.BRAND, ...list(e.BRAND_FAMILY)])],
    allowedOrigins: list(e.ALLOWED_ORIGINS),
    trustProxy: list(e.TRUST_PROXY).join(','),
    geo: { provider: e.GEO_PROVIDER, allow: list(e.GEO_ALLOW) },
    rofus: { provider: e.ROFUS_PROVIDER },
    rate: {
      loginPerMin: e.RATE_LOGIN_PER_MIN,
      pinPerMin: e.RATE_PIN_PER_MIN,
      signupPerMin: e.RATE_SIGNUP_PER_MIN,
      contentPerMin: e.RATE_CONTENT_PER_MIN,
      loginFailuresPerIpHour: e.RATE_LOGIN_FAILURES_PER_IP_HOUR,
      resetMailsPerHour: e.RATE_RESET_MAILS_PER_HOUR,
    },
    supportAgentPassword: supportAgentPassword(e),
    session: { idleMs: e.SESSION_IDLE_MIN * 60_000, maxMs: e.SESSION_MAX_HOURS * 3_600_000 },
    money: moneyConfig(e),
    identity: identityConfig(e),
    live: {
      leaseMs: e.LIVE_LEASE_MS,
      bettingMs: e.LIVE_BETTING_MS ?? null,
      closedMs: e.LIVE_CLOSED_MS,
      arrivalGraceMs: e.LIVE_ARRIVAL_GRACE_MS,
      streams: { perAddress: e.LIVE_STREAMS_PER_ADDRESS, perSession: e.LIVE_STREAMS_PER_SESSION },
      pauseMs: e.LIVE_PAUSE_MS,
      tickMs: e.LIVE_TICK_MS,
    },
  }
})
export type Config = z.output<typeof ConfigSchema>

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (DATABASE_URL=) means "not set", as in a shell.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = ConfigSchema.safeParse(present)
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid environment: ${detail}`)
  }
  return parsed.data
}
