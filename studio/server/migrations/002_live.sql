-- Live tables (issue 15): shared rounds, each player's bets in them, the lease of the process that
-- runs a table, and each process's count of its viewers.

create table studio_live_tables (
  table_id text primary key,
  -- The process that runs the table's rounds while its lease lasts; another takes over after it.
  owner text,
  lease_until timestamptz,
  updated_at timestamptz not null default now()
);

create table studio_live_rounds (
  id text primary key,
  table_id text not null,
  no int4 not null,
  phase text not null check (phase in ('open', 'closed', 'deciding', 'result', 'settled', 'voided')),
  -- The outcome as drawn at open, the exact JSON text the commitment was taken over, and its salt:
  -- sha256(outcome || salt) = commitment is published at open, outcome and salt at the result.
  outcome text not null,
  salt text not null,
  commitment text not null,
  reveal jsonb,
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  decide_until timestamptz,
  result_at timestamptz,
  settled_at timestamptz,
  unique (table_id, no)
);
create index studio_live_rounds_unfinished on studio_live_rounds (table_id)
  where phase not in ('settled', 'voided');

-- One bet call of a player in a round: reserved under the round's row lock while betting is open
-- (placed_at < closes_at), then debited through the wallet with its own transaction id.
create table studio_live_bets (
  id text primary key,
  round_id text not null references studio_live_rounds (id),
  user_id int8 not null,
  session_id text not null,
  bets jsonb not null,
  amount int8 not null check (amount > 0),
  -- pending: reserved, wallet bet sent or about to be; debited: the wallet took it; refused: it did not
  -- (or it was rolled back), so it takes no part in the round.
  state text not null check (state in ('pending', 'debited', 'refused')),
  placed_at timestamptz not null
);
create index studio_live_bets_round on studio_live_bets (round_id, user_id);

-- A player's seat in a round: decisions (blackjack, hold'em) and what the round paid them.
create table studio_live_seats (
  round_id text not null references studio_live_rounds (id),
  user_id int8 not null,
  game_id text not null,
  session_id text not null,
  -- The engine's seat state for tables with decisions.
  seat jsonb,
  -- Decision stakes sent to the wallet: [{ tx, amount, state }].
  extras jsonb not null default '[]',
  -- Bets + decision stakes the wallet took, øre.
  stake int8 not null default 0,
  state text not null check (state in ('open', 'settled', 'voided')),
  payout int8,
  returns jsonb,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  primary key (round_id, user_id)
);
create index studio_live_seats_recall on studio_live_seats (user_id, game_id, created_at desc);

-- Each process's count of its SSE viewers per table, refreshed while it has any: a table runs while
-- the sum over processes seen lately is above zero.
create table studio_live_viewers (
  process_id text not null,
  table_id text not null,
  viewers int4 not null,
  seen_at timestamptz not null,
  primary key (process_id, table_id)
);
