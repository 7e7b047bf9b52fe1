import type { ColumnType, Generated } from 'kysely'

/** Table types of 003_wallet.sql (money), kept by hand beside it; Database in types.ts lists them. */

type Ts = ColumnType<Date, Date, Date>
type TsNull = ColumnType<Date | null, Date | null | undefined, Date | null>

export type AccountKind = 'cash' | 'bonus' | 'house' | 'payment_clearing' | 'payout_clearing' | 'jackpot_pool'

export interface WalletAccountsTable {
  id: Generated<number>
  kind: AccountKind
  user_id: number | null
  shard: ColumnType<number, number | undefined, number>
  balance: ColumnType<number, number | undefined, number>
}

export interface WalletOpsTable {
  id: Generated<number>
  idem_key: string
  kind: string
  user_id: number
  amount: number
  ref: string | null
  meta: ColumnType<unknown, string | null | undefined, never>
  created_at: Ts
}

export interface WalletTransfersTable {
  op_id: number
  leg: number
  from_account: number
  to_account: number
  amount: number
}

export interface BonusCampaignsTable {
  id: Generated<number>
  external_id: string
  brand: string
  title: string
  description: string
  type: string
  action: string
  percent: number
  min_amount_ore: number
  max_amount_ore: number
  rollover: ColumnType<number, number | undefined, number>
  days: ColumnType<number, number | undefined, number>
  game_id: string | null
  expires: TsNull
  active: ColumnType<boolean, boolean | undefined, boolean>
  created_at: Ts
}

export type PlayerBonusStatus = 'active' | 'completed' | 'forfeited' | 'expired'

export interface PlayerBonusesTable {
  id: Generated<number>
  user_id: number
  campaign_id: number
  deposit_order: string | null
  granted_ore: number
  required_ore: number
  wagered_ore: ColumnType<number, number | undefined, number>
  status: PlayerBonusStatus
  granted_at: Ts
  expires_at: Ts
  ended_at: TsNull
}

export interface DepositLimitsTable {
  user_id: number
  period: 'daily' | 'weekly' | 'monthly'
  amount_ore: number | null
  next_set: ColumnType<boolean, boolean | undefined, boolean>
  next_amount_ore: number | null
  next_at: TsNull
  updated_at: Ts
}

export interface DepositsTable {
  order_id: string
  user_id: number
  amount_ore: number
  pay_type: 'card' | 'mobilePay' | 'applePay'
  op: string
  campaign_id: number | null
  accept_url: string
  cancel_url: string
  success_url: string | null
  error_url: string
  pnmt: string | null
  created_at: Ts
}

export interface DepositOutcomesTable {
  order_id: string
  outcome: 'credited' | 'refused'
  reason: string | null
  payment_id: string
  created_at: Ts
}

export type PspStatus = 'open' | 'confirm' | 'authorized' | 'declined' | 'cancelled' | 'voided'

export interface PspPaymentsTable {
  id: string
  merchant_order: string
  client: number
  amount_ore: number
  pay_type: 'card' | 'mobilePay' | 'applePay'
  accept_url: string
  cancel_url: string
  success_url: string | null
  error_url: string
  callback_url: string
  bonus_id: string | null
  status: PspStatus
  card_last4: string | null
  approve: boolean | null
  phone: string | null
  result_reason: string | null
  created_at: Ts
  updated_at: Ts
}

export interface PspCallbacksTable {
  id: Generated<number>
  payment_id: string
  url: string
  body: string
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: Ts
  delivered_at: TsNull
  answer: string | null
  last_error: string | null
  created_at: Ts
}

export interface VouchersTable {
  serial: string
  code_hash: string
  amount_ore: number
  valid_until: TsNull
  created_at: Ts
}

export interface VoucherRedemptionsTable {
  serial: string
  user_id: number
  redeemed_at: Ts
}

export interface WithdrawalsTable {
  id: Generated<number>
  user_id: number
  request_key: string | null
  amount_ore: number
  text: string
  created_at: Ts
}

export interface WithdrawalEventsTable {
  withdrawal_id: number
  status: 'pending' | 'settled' | 'rejected'
  bank_ref: string | null
  created_at: Ts
}

export interface NemkontoPayoutsTable {
  reference: string
  cpr: string
  amount_ore: number
  reject: boolean
  created_at: Ts
  settle_at: Ts
}

export interface JobLeasesTable {
  name: string
  holder: string
  until: Ts
}

export interface WalletDatabase {
  wallet_accounts: WalletAccountsTable
  wallet_ops: WalletOpsTable
  wallet_transfers: WalletTransfersTable
  bonus_campaigns: BonusCampaignsTable
  player_bonuses: PlayerBonusesTable
  deposit_limits: DepositLimitsTable
  deposits: DepositsTable
  deposit_outcomes: DepositOutcomesTable
  psp_payments: PspPaymentsTable
  psp_callbacks: PspCallbacksTable
  vouchers: VouchersTable
  voucher_redemptions: VoucherRedemptionsTable
  withdrawals: WithdrawalsTable
  withdrawal_events: WithdrawalEventsTable
  nemkonto_payouts: NemkontoPayoutsTable
  job_leases: JobLeasesTable
}
