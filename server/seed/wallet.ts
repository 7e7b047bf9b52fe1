import { BONUS_DAYS_DEFAULT, BONUS_ROLLOVER_DEFAULT } from '../../contract/wallet-rules.ts'
import type { Clock } from '../../platform/clock.ts'
import { insertCampaigns } from '../bonus/repo.ts'
import type { Db } from '../db/index.ts'
import { limitsOf, saveLimit } from '../limits/repo.ts'
import { findUserByName } from '../player/repo.ts'
import { insertVouchers } from '../vouchers/repo.ts'
import { hashVoucherCode } from '../vouchers/service.ts'
import { createLedger } from '../wallet/ledger.ts'

/** demo1234's starting balance (ARCHITECTURE.md: 1.000 kr., ready to play), øre. */
const DEMO_START_ORE = 100_000

/** Vouchers for trying the voucher screen (README); each pays once. */
const SEED_VOUCHERS = [
  { serial: '10000001', code: 'VELKOMMEN', kr: 50 },
  { serial: '10000002', code: 'SOMMER100', kr: 100 },
  { serial: '10000003', code: 'GOCASINO', kr: 25 },
  // A block for automated tests: serials 30000001-30000030, code GOTEST, 25 kr. each.
  ...Array.from({ length: 30 }, (_, i) => ({ serial: String(30_000_001 + i), code: 'GOTEST', kr: 25 })),
] as const

/** Deposit limits of the test players (kr.); nolimit1 has none, so the fast-deposit-limit prompt applies. */
const LIMITS: Record<string, { daily: number; weekly: number; monthly: number }> = {
  demo1234: { daily: 5000, weekly: 20_000, monthly: 50_000 },
  temp1234: { daily: 2000, weekly: 5000, monthly: 10_000 },
  mindep01: { daily: 1000, weekly: 5000, monthly: 10_000 },
}

/**
 * Bonus campaigns, vouchers, deposit limits and demo1234's starting balance. Every write is
 * idempotent (unique keys, a ledger operation key), so seeding twice changes nothing.
 */
export async function seedWallet(
  db: Db,
  clock: Clock,
  brand: string,
  gameId: string | null,
): Promise<boolean> {
  const now = clock.now()
  await insertCampaigns(db, [
    {
      external_id: 'VELKOMST100',
      brand,
      title: 'Velkomstbonus: 100 % op til 1.000 kr.',
      description: 'Vi matcher din indbetaling krone for krone, op til 1.000 kr. Mindste indbetaling 100 kr.',
      type: 'W',
      action: 'D',
      percent: 100,
      min_amount_ore: 10_000,
      max_amount_ore: 100_000,
      rollover: BONUS_ROLLOVER_DEFAULT,
      days: BONUS_DAYS_DEFAULT,
      game_id: null,
      created_at: now,
    },
    {
      external_id: 'INDBETAL50',
      brand,
      title: '50 % indbetalingsbonus op til 500 kr.',
      description:
        'Få halvdelen af din indbetaling oveni som bonus, op til 500 kr. Mindste indbetaling 50 kr.',
      type: 'W',
      action: 'D',
      percent: 50,
      min_amount_ore: 5000,
      max_amount_ore: 50_000,
      rollover: BONUS_ROLLOVER_DEFAULT,
      days: BONUS_DAYS_DEFAULT,
      game_id: gameId,
      created_at: now,
    },
    {
      // Not a deposit bonus (type F, action S): getBonusListChannel lists it, the deposit modal does not.
      external_id: 'FRISPIN10',
      brand,
      title: '10 free spins ved oprettelse',
      description: 'Ti gratis spins, når du opretter en konto.',
      type: 'F',
      action: 'S',
      percent: 100,
      min_amount_ore: 0,
      max_amount_ore: 1000,
      rollover: BONUS_ROLLOVER_DEFAULT,
      days: BONUS_DAYS_DEFAULT,
      game_id: gameId,
      created_at: now,
    },
  ])
  await insertVouchers(
    db,
    SEED_VOUCHERS.map((v) => ({
      serial: v.serial,
      code_hash: hashVoucherCode(v.code),
      amount_ore: v.kr * 100,
      valid_until: null,
      created_at: now,
    })),
  )

  let wrote = false
  for (const [userName, l] of Object.entries(LIMITS)) {
    const u = await findUserByName(db, userName)
    if (!u) continue
    if ((await limitsOf(db, u.id)).length) continue
    for (const period of ['daily', 'weekly', 'monthly'] as const)
      await saveLimit(db, { user_id: u.id, period, amount_ore: l[period] * 100, updated_at: now })
    wrote = true
  }

  const demo = await findUserByName(db, 'demo1234')
  if (demo) {
    // A real ledger transfer, so that reconciliation holds from the first start.
    const r = await createLedger(db, clock).post(
      {
        key: `seed:start-balance:${demo.id}`,
        kind: 'adjustment',
        userId: demo.id,
        system: ['payment_clearing'],
      },
      {
        amount: DEMO_START_ORE,
        legs: [{ from: 'payment_clearing', to: 'cash', amount: DEMO_START_ORE }],
      },
    )
    wrote ||= !r.duplicate
  }
  return wrote
}
