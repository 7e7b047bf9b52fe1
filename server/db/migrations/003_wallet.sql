-- Money (issue 4): the double-entry ledger, bonuses, deposit limits, deposits through the payment
-- window and its sandbox, vouchers, withdrawals and the NemKonto sandbox, job leases.
-- Every amount is integer øre. Tables that record money facts are append-only (a trigger refuses
-- UPDATE, DELETE and TRUNCATE); balances and bonus progress are cached in rows updated in the same
-- transaction as the facts they summarise.

create function refuse_change() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name using errcode = 'P0001';
end
$$;

-- Accounts. A player has a cash and a bonus account; the system accounts are split into 64 shards
-- each (a player always uses shard user_id % 64), so that one house row is not a lock every bet in the
-- casino waits for. A player's balance can never go below zero, whatever the code above does.
create table wallet_accounts (
  id serial primary key,
  kind text not null check (kind in ('cash', 'bonus', 'house', 'payment_clearing', 'payout_clearing', 'jackpot_pool')),
  user_id integer references users (id),
  shard smallint not null default 0,
  balance bigint not null default 0,
  check ((user_id is null) = (kind not in ('cash', 'bonus'))),
  check (user_id is null or balance >= 0)
);
create unique index wallet_accounts_player on wallet_accounts (user_id, kind) where user_id is not null;
create unique index wallet_accounts_system on wallet_accounts (kind, shard) where user_id is null;
insert into wallet_accounts (kind, shard)
select k, s
from unnest(array['house', 'payment_clearing', 'payout_clearing', 'jackpot_pool']) as k,
  generate_series(0, 63) as s
order by k, s;

-- An operation is one idempotent money movement (a deposit, a bet, a withdrawal...). Its key is unique:
-- a retry finds the first one and answers it. Its transfers (legs) each move amount øre between two
-- accounts; a transfer's own key is (op_id, leg).
create table wallet_ops (
  id bigserial primary key,
  idem_key text not null unique,
  kind text not null,
  user_id integer not null references users (id),
  amount bigint not null check (amount >= 0),
  ref text,
  meta jsonb,
  created_at timestamptz not null
);
create index wallet_ops_user on wallet_ops (user_id, created_at desc);

create table wallet_transfers (
  op_id bigint not null references wallet_ops (id),
  leg smallint not null,
  from_account integer not null references wallet_accounts (id),
  to_account integer not null references wallet_accounts (id),
  amount bigint not null check (amount > 0),
  primary key (op_id, leg),
  check (from_account <> to_account)
);

create trigger wallet_ops_append_only before update or delete on wallet_ops
  for each row execute function refuse_change();
create trigger wallet_ops_no_truncate before truncate on wallet_ops
  for each statement execute function refuse_change();
create trigger wallet_transfers_append_only before update or delete on wallet_transfers
  for each row execute function refuse_change();
create trigger wallet_transfers_no_truncate before truncate on wallet_transfers
  for each statement execute function refuse_change();

-- Bonus campaigns (SPEC.md section 3, Bonus) within the Danish caps: at most 1.000 kr., at most 10 times
-- wagering, at least 60 days to complete.
create table bonus_campaigns (
  id serial primary key,
  external_id text not null unique,
  brand text not null,
  title text not null,
  description text not null,
  type text not null,
  action text not null,
  percent integer not null check (percent between 1 and 200),
  min_amount_ore bigint not null check (min_amount_ore >= 0),
  max_amount_ore bigint not null check (max_amount_ore > 0 and max_amount_ore <= 100000),
  rollover integer not null default 5 check (rollover between 1 and 10),
  days integer not null default 60 check (days between 60 and 365),
  game_id text,
  expires timestamptz,
  active boolean not null default true,
  created_at timestamptz not null
);

create table player_bonuses (
  id serial primary key,
  user_id integer not null references users (id),
  campaign_id integer not null references bonus_campaigns (id),
  deposit_order text,
  granted_ore bigint not null check (granted_ore > 0 and granted_ore <= 100000),
  required_ore bigint not null check (required_ore >= 0),
  wagered_ore bigint not null default 0 check (wagered_ore >= 0),
  status text not null check (status in ('active', 'completed', 'forfeited', 'expired')),
  granted_at timestamptz not null,
  expires_at timestamptz not null,
  ended_at timestamptz,
  unique (user_id, campaign_id)
);
create unique index player_bonuses_one_active on player_bonuses (user_id) where status = 'active';
create index player_bonuses_expiry on player_bonuses (expires_at) where status = 'active';

-- Deposit limits per period. A lower limit applies at once; a higher one (or none) waits in next_* until
-- next_at, 24 hours later (SPEC.md section 4).
create table deposit_limits (
  user_id integer not null references users (id),
  period text not null check (period in ('daily', 'weekly', 'monthly')),
  amount_ore bigint check (amount_ore > 0),
  next_set boolean not null default false,
  next_amount_ore bigint check (next_amount_ore > 0),
  next_at timestamptz,
  updated_at timestamptz not null,
  primary key (user_id, period)
);

-- The casino's deposit orders, made when the payment window opens, and each one's single outcome.
create table deposits (
  order_id text primary key,
  user_id integer not null references users (id),
  amount_ore bigint not null check (amount_ore > 0),
  pay_type text not null check (pay_type in ('card', 'mobilePay', 'applePay')),
  op text not null,
  campaign_id integer references bonus_campaigns (id),
  accept_url text not null,
  cancel_url text not null,
  success_url text,
  error_url text not null,
  pnmt text,
  created_at timestamptz not null
);
create index deposits_user on deposits (user_id, created_at desc);
create table deposit_outcomes (
  order_id text primary key references deposits (order_id),
  outcome text not null check (outcome in ('credited', 'refused')),
  reason text,
  payment_id text not null,
  created_at timestamptz not null
);
create trigger deposits_append_only before update or delete on deposits
  for each row execute function refuse_change();
create trigger deposit_outcomes_append_only before update or delete on deposit_outcomes
  for each row execute function refuse_change();

-- The payment service sandbox's own tables: its payments, and the callbacks it owes the casino
-- (an outbox: delivered over HTTP, retried until acknowledged).
create table psp_payments (
  id text primary key,
  merchant_order text not null unique,
  client integer not null,
  amount_ore bigint not null check (amount_ore > 0),
  pay_type text not null,
  accept_url text not null,
  cancel_url text not null,
  success_url text,
  error_url text not null,
  callback_url text not null,
  bonus_id text,
  status text not null check (status in ('open', 'confirm', 'authorized', 'declined', 'cancelled', 'voided')),
  card_last4 text,
  approve boolean,
  phone text,
  result_reason text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create table psp_callbacks (
  id serial primary key,
  payment_id text not null unique references psp_payments (id),
  url text not null,
  body text not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  delivered_at timestamptz,
  answer text,
  last_error text,
  created_at timestamptz not null
);
create index psp_callbacks_due on psp_callbacks (next_attempt_at) where delivered_at is null;

-- Vouchers: a voucher is redeemed by inserting the one redemption row its serial may ever have.
create table vouchers (
  serial text primary key check (serial ~ '^[0-9]{4,20}$'),
  code_hash text not null,
  amount_ore bigint not null check (amount_ore > 0 and amount_ore <= 100000),
  valid_until timestamptz,
  created_at timestamptz not null
);
create table voucher_redemptions (
  serial text primary key references vouchers (serial),
  user_id integer not null references users (id),
  redeemed_at timestamptz not null
);
create trigger voucher_redemptions_append_only before update or delete on voucher_redemptions
  for each row execute function refuse_change();

-- Withdrawals to NemKonto and what happened to each: queued (no event), pending, settled or rejected.
create table withdrawals (
  id serial primary key,
  user_id integer not null references users (id),
  request_key text unique,
  amount_ore bigint not null check (amount_ore > 0),
  text text not null,
  created_at timestamptz not null
);
create index withdrawals_user on withdrawals (user_id, created_at desc);
create table withdrawal_events (
  withdrawal_id integer not null references withdrawals (id),
  status text not null check (status in ('pending', 'settled', 'rejected')),
  bank_ref text,
  created_at timestamptz not null,
  primary key (withdrawal_id, status)
);
create trigger withdrawals_append_only before update or delete on withdrawals
  for each row execute function refuse_change();
create trigger withdrawal_events_append_only before update or delete on withdrawal_events
  for each row execute function refuse_change();

-- The NemKonto payout sandbox's own table: it accepts a payout and pays it at settle_at.
create table nemkonto_payouts (
  reference text primary key,
  cpr text not null,
  amount_ore bigint not null check (amount_ore > 0),
  reject boolean not null,
  created_at timestamptz not null,
  settle_at timestamptz not null
);

-- Exactly one process runs a scheduled job at a time: it holds the lease until `until`, and renews it.
create table job_leases (
  name text primary key,
  holder text not null,
  until timestamptz not null
);
