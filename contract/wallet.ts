import { z } from 'zod'
import { DEPOSIT_INPUT_MAX_CHARS, DEPOSIT_LIMIT_MAX_KR, MONEY_TEXT } from './wallet-rules.ts'

/**
 * The money calls of SPEC.md section 7 on the Player API (/rest/punter/, amounts in kr.), the payment
 * window (/dibs, minor units) and the seamless-wallet API game providers call (/wallet-api/, øre).
 */

/**
 * A kr amount in a JSON body: a number (not a string), above 0, at most 2 decimals and at most 7
 * whole digits. Every refusal names what is wrong.
 */
const KrAmount = z
  .number({ error: MONEY_TEXT.notNumber })
  .refine((v) => Number.isFinite(v), MONEY_TEXT.notNumber)
  .refine((v) => v > 0, MONEY_TEXT.positive)
  .refine((v) => v < 10 ** DEPOSIT_INPUT_MAX_CHARS, MONEY_TEXT.tooLong)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, MONEY_TEXT.decimals)

// Player API: deposit limits (SPEC.md sections 3, 5, 7)

const Flag = z.union([z.literal(0), z.literal(1)])
const LimitKr = z
  .number({ error: MONEY_TEXT.notNumber })
  .int(MONEY_TEXT.numeric)
  .min(0, MONEY_TEXT.positive)
  .max(DEPOSIT_LIMIT_MAX_KR.monthly, MONEY_TEXT.limitMax(DEPOSIT_LIMIT_MAX_KR.monthly))

export const DepositLimits = z.object({
  dailyAmount: z.number(),
  dailyAmountLimit: Flag,
  /** The pending new value (0 with the flag off = the limit goes away) and when it takes effect. */
  dailyAmountChange: z.number().nullable(),
  dailyAmountChangeLimit: Flag.nullable(),
  dailyAmountDate: z.string().nullable(),
  weeklyAmount: z.number(),
  weeklyAmountLimit: Flag,
  weeklyAmountChange: z.number().nullable(),
  weeklyAmountChangeLimit: Flag.nullable(),
  weeklyAmountDate: z.string().nullable(),
  monthlyAmount: z.number(),
  monthlyAmountLimit: Flag,
  monthlyAmountChange: z.number().nullable(),
  monthlyAmountChangeLimit: Flag.nullable(),
  monthlyAmountDate: z.string().nullable(),
  /** What may still be deposited now under the limits (and the temp-account cap), kr.; -1 if unlimited. */
  maxDeposit: z.number(),
  /** The least this player may deposit, kr. (the payment provider's rule); getDepositLimits sends it. */
  minDeposit: z.number().optional(),
})
export type DepositLimits = z.infer<typeof DepositLimits>

export const SetDepositLimitsBody = z.object({
  dailyAmount: LimitKr,
  dailyAmountLimit: Flag,
  weeklyAmount: LimitKr,
  weeklyAmountLimit: Flag,
  monthlyAmount: LimitKr,
  monthlyAmountLimit: Flag,
  /** Sent by the original client; the server derives maxDeposit itself, so it is read and ignored. */
  maxDeposit: z.number().optional(),
})
export type SetDepositLimitsBody = z.infer<typeof SetDepositLimitsBody>

// Bonuses (SPEC.md section 3, Bonus and Active bonus)

export const Bonus = z.object({
  id: z.number().int(),
  externalId: z.string(),
  title: z.string(),
  description: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  rollover: z.number(),
  currency: z.literal('DKK'),
  percent: z.number(),
  type: z.string(),
  action: z.string(),
  expires: z.string().nullable(),
  days: z.number().int(),
  gameId: z.string().nullable(),
})
export type Bonus = z.infer<typeof Bonus>

export const ActiveBonus = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The bonus balance now, kr. */
  amount: z.number(),
  /** What is granted, kr. */
  granted: z.number(),
  /** Wagering still needed before the bonus turns into cash, kr. */
  rollOver: z.number(),
  wagered: z.number(),
  required: z.number(),
  expire: z.string(),
  gameId: z.string().nullable(),
  bonusType: z.string(),
})
export type ActiveBonus = z.infer<typeof ActiveBonus>

export const BonusHistoryItem = ActiveBonus.extend({
  status: z.enum(['active', 'completed', 'forfeited', 'expired']),
})
export type BonusHistoryItem = z.infer<typeof BonusHistoryItem>

// Withdrawals (SPEC.md section 3, Withdrawal info)

export const WithdrawInfo = z.object({
  user: z.number().int(),
  /** Cash plus bonus, kr.; pendingBalance minus bonus is what a voucher or withdrawal can use. */
  pendingBalance: z.number(),
  minOdds: z.number(),
  /** The most that can be withdrawn now, kr. */
  amount: z.number(),
  bonus: z.number(),
  /** Wagering left on the active bonus, kr.; above 0 blocks a withdrawal until done or reset. */
  rollover: z.number(),
  /** Withdrawals on their way to NemKonto, kr. */
  pending: z.number(),
  minimum: z.number(),
  blocked: z.enum(['bonus', 'temp']).nullable(),
})
export type WithdrawInfo = z.infer<typeof WithdrawInfo>

export const WithdrawBody = z.object({
  amount: KrAmount,
  text: z.string().max(200, 'Teksten må højst have 200 tegn').default(''),
  /** Makes a retried request (double click, lost answer) the same withdrawal. */
  requestId: z.string().uuid().optional(),
})
export const Withdrawal = z.object({
  id: z.number().int(),
  amount: z.number(),
  status: z.enum(['queued', 'pending', 'settled', 'rejected']),
  createdAt: z.string(),
})
export type Withdrawal = z.infer<typeof Withdrawal>

// Vouchers (SPEC.md section 5)

export const VoucherBody = z.object({
  serial: z
    .string()
    .max(40, 'Ugyldig værdi')
    .transform((v) => v.replace(/[^\d.]/g, '')),
  code: z
    .string()
    .max(40, 'Ugyldig værdi')
    .transform((v) => v.trim()),
})
export const VoucherResult = z.object({ amount: z.number() })
/** forfeitBonus: the bonus money taken back, kr. */
export const Forfeited = z.object({ amount: z.number() })
/** getBonusListChannel/{brand}: another brand's list is empty. */
export const BrandParams = z.object({ brand: z.string().max(40) })

// History (SPEC.md section 3, Transaction)

/** Group list types: 0 all, 1 deposits, 2 withdrawals, 3 games (stakes and wins), 4 bonus and vouchers. */
const HISTORY_GROUPS = [0, 1, 2, 3, 4] as const
const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Datoen skal skrives ÅÅÅÅ-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Ugyldig dato')
export const HistoryGroupParams = z.object({
  type: z.coerce
    .number()
    .int()
    .refine((v) => (HISTORY_GROUPS as readonly number[]).includes(v), 'Ugyldig type'),
  from: Day,
  to: Day,
  page: z.coerce.number().int().min(1).max(100_000),
  size: z.coerce.number().int().min(1).max(100),
})
export const HistoryRangeParams = z.object({ from: Day, to: Day })
export const HistoryExternalParams = z.object({ from: Day, to: Day, page: z.coerce.number().int().min(1) })

export const Transaction = z.object({
  transId: z.string(),
  /** 1 = money in (deposit), otherwise money out (SPEC.md section 3). */
  type: z.number().int(),
  typeSub: z.string(),
  amount: z.number(),
  transactionDate: z.string(),
  text: z.string(),
  /** Withdrawals only: where the payout is. */
  status: z.enum(['queued', 'pending', 'settled', 'rejected']).nullable(),
})
export type Transaction = z.infer<typeof Transaction>
export const TransactionPage = z.object({ transactions: z.array(Transaction), count: z.number().int() })
export type TransactionPage = z.infer<typeof TransactionPage>

// Payment window (/dibs, SPEC.md section 7): minor units

const ReturnPath = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'return URLs must be paths on this site')
const PAY_TYPES = ['card', 'mobilePay', 'applePay'] as const

export const DibsQuery = z.object({
  op: z.enum(['deposit', 'start']),
  client: z.coerce.number().int().positive(),
  exchcode: z.literal('DKK', { error: 'exchcode skal være DKK' }),
  /** Minor units: at most 7 kr. digits plus 2 for øre. */
  amount: z.string().regex(/^[1-9]\d{0,8}$/, 'amount skal være et positivt helt beløb i øre (højst 9 cifre)'),
  input_amount: z.string().max(12).optional(),
  agree: z.literal('1', { error: 'Betingelserne skal accepteres' }),
  accept: ReturnPath,
  cancel: ReturnPath,
  success: ReturnPath.optional(),
  error: ReturnPath,
  payType: z.enum(PAY_TYPES),
  payData: z.string().max(200).optional(),
  pnmt: z.string().max(40).optional(),
  bonusId: z.string().max(40).optional(),
})
export type DibsQuery = z.infer<typeof DibsQuery>

const ApplePayInitQuery = z.object({
  op: z.literal('applepayinit'),
  merchant: z.string().min(1).max(100),
  name: z.string().min(1).max(100),
})

/** GET /dibs: a deposit, or Apple Pay's merchant validation (op=applepayinit). */
export const DibsRequestQuery = z.discriminatedUnion('op', [ApplePayInitQuery, DibsQuery])

/** The payment service's callback to the casino (server to server, HMAC-signed). */
export const PaymentCallback = z.object({
  orderId: z.string().min(1).max(64),
  paymentId: z.string().min(1).max(64),
  status: z.literal('authorized'),
  amount: z.number().int().positive(),
  currency: z.literal('DKK'),
  payType: z.enum(PAY_TYPES),
})
export type PaymentCallback = z.infer<typeof PaymentCallback>
export const PaymentCallbackAnswer = z.object({ accepted: z.boolean(), reason: z.string().nullable() })
export type PaymentCallbackAnswer = z.infer<typeof PaymentCallbackAnswer>

// Seamless wallet (/wallet-api/): what game providers call, øre

const Id = z.string().min(1).max(100)
const Ore = z.number().int().positive().max(1_000_000_000)
export const WalletBalanceBody = z.object({ userId: z.number().int().positive() })
/**
 * One bet of a table or live round: its spot (live-protocol.md's names: roulette 'red', 'straight:17',
 * 'split:1-2', 'dozen:2'…; baccarat 'player', 'banker', 'tie'; sic bo 'small', 'big'…) and stake, øre.
 */
const WalletBetSpot = z.object({ spot: z.string().min(1).max(40), amount: Ore })
const WalletBetFields = z.object({
  userId: z.number().int().positive(),
  roundId: Id,
  transactionId: Id,
  gameId: Id,
  amount: Ore,
  /**
   * What the stake is made of (table and live games), summing to `amount`. The wallet counts a
   * round's net risk towards a bonus's wagering from all the bets of the round (opposite bets cancel);
   * a roulette, baccarat or sic bo stake without it counts nothing.
   */
  bets: z.array(WalletBetSpot).min(1).max(60).optional(),
  /** The part of the stake that feeds the jackpot pool, øre. */
  jackpotContribution: z.number().int().min(0).default(0),
  /** The player's address as the game saw it; the money gate's geo rule checks it (issue 13). */
  ip: z.union([z.ipv4(), z.ipv6()]).optional(),
  /**
   * The casino's game session the round was launched from (getSes.php's sessId): when given, a bet
   * after that session has ended (logout, idle, a new login) is refused with SESSION_ENDED.
   */
  casinoSession: z.string().min(1).max(100).optional(),
})
/** The spots of a stake add up to it. */
const spotsSum = (b: { bets?: { amount: number }[] | undefined; amount: number }) =>
  !b.bets || b.bets.reduce((a, x) => a + x.amount, 0) === b.amount
const SPOTS_SUM = { message: 'Indsatserne i bets skal tilsammen give amount', path: ['bets'] }
export const WalletBetBody = WalletBetFields.refine(spotsSum, SPOTS_SUM)
/**
 * A whole round in one call (issue 29.7, as game aggregators' bet-and-win calls are): the stake, with
 * every check a bet has, and the round's win, booked together as a bet and a win under one transaction
 * id, or not at all. A retry answers the first answer, a refusal included.
 */
export const WalletBetWinBody = WalletBetFields.extend({
  /** What the round returns to the player (stake included), øre; 0 for a round without a win. */
  win: z.number().int().min(0).max(1_000_000_000_000),
}).refine(spotsSum, SPOTS_SUM)
export const WalletWinBody = z.object({
  userId: z.number().int().positive(),
  roundId: Id,
  transactionId: Id,
  gameId: Id,
  amount: Ore,
  /** Paid from the jackpot pool instead of the house. */
  jackpot: z.boolean().default(false),
})
export const WalletRollbackBody = z.object({
  userId: z.number().int().positive(),
  roundId: Id,
  transactionId: Id,
  /** The bet being undone. */
  betTransactionId: Id,
})
export const WalletAnswer = z.object({
  balance: z.number().int(),
  bonusBalance: z.number().int(),
  currency: z.literal('DKK'),
  /** The casino's id of the operation; a retry answers the first one's. */
  transactionId: z.string().nullable(),
  duplicate: z.boolean(),
})
export type WalletAnswer = z.infer<typeof WalletAnswer>
