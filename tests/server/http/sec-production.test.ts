import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../server/config.ts'

/** Everything an operator can set right today; the sandbox-only parties are refused regardless. */
const SAFE_SECRETS = {
  NODE_ENV: 'production',
  SEED: '0',
  CASINO_TEST_CLOCK: '0',
  PAYMENT_SECRET: 'a-real-merchant-key-0123456789',
  WALLET_PROVIDERS: 'studio:a-real-provider-secret-0123456789',
  SUPPORT_AGENT_PASSWORD: 'Et-rigtigt-kodeord-2024',
}

const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(env)
  } catch (err) {
    return (err as Error).message
  }
  return ''
}

describe('production fails closed', () => {
  it.each([
    ['the MitID sandbox', 'IDENTITY_PROVIDER=sandbox'],
    ['the payment service sandbox', 'PAYMENT_PROVIDER=sandbox'],
    ['the NemKonto sandbox', 'PAYOUT_PROVIDER=sandbox'],
    ['the ROFUS sandbox', 'ROFUS_PROVIDER=sandbox'],
    ['the geo sandbox', 'GEO_PROVIDER=sandbox'],
    ['seeding the test accounts', 'SEED=1'],
    ['the default payment secret', 'PAYMENT_SECRET'],
    ['the default game-provider secrets', 'WALLET_PROVIDERS'],
    ['the default support agent password', 'SUPPORT_AGENT_PASSWORD'],
  ])('refuses %s by default, naming %s', (_what, name) => {
    const message = refusal({ NODE_ENV: 'production' })
    expect(message).toMatch(/^Invalid environment for production:/)
    expect(message).toContain(`- ${name}`)
  })

  it.each([
    ['the test clock', { CASINO_TEST_CLOCK: '1' }, 'CASINO_TEST_CLOCK=1'],
    ['seeding', { SEED: '1' }, 'SEED=1'],
    [
      'the sandbox payment secret',
      { PAYMENT_SECRET: 'sandbox-payment-secret-do-not-use-in-production' },
      'PAYMENT_SECRET',
    ],
    [
      'the sandbox studio secret',
      { WALLET_PROVIDERS: 'studio:sandbox-studio-secret-do-not-use-in-production' },
      'WALLET_PROVIDERS',
    ],
    ['the sandbox agent password', { SUPPORT_AGENT_PASSWORD: 'kundeservice' }, 'SUPPORT_AGENT_PASSWORD'],
  ])('refuses %s even when set explicitly', (_what, bad, name) => {
    expect(refusal({ ...SAFE_SECRETS, ...bad })).toContain(`- ${name}`)
    expect(refusal(SAFE_SECRETS)).not.toContain(`- ${name}`)
  })

  it('with every secret set, only the parties that have no real adapter yet are left', () => {
    const lines = refusal(SAFE_SECRETS).split('\n').slice(1)
    expect(lines.map((l) => l.split('=')[0])).toEqual([
      '- IDENTITY_PROVIDER',
      '- PAYMENT_PROVIDER',
      '- PAYOUT_PROVIDER',
      '- ROFUS_PROVIDER',
      '- GEO_PROVIDER',
    ])
  })

  it('outside production the sandboxes, seeding and default secrets still start', () => {
    expect(refusal({ NODE_ENV: 'development' })).toBe('')
    expect(refusal({ NODE_ENV: 'test', CASINO_TEST_CLOCK: '1' })).toBe('')
  })

  it('the server process exits non-zero with the message before it listens', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', DATA_DIR: '/nonexistent/sec' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('Invalid environment for production')
    expect(run.stderr).toContain('SEED=1')
  })
})
