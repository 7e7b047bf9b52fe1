-- The studio's own tables (a provider of its own: it never reads or writes the casino's tables).

create table studio_launch_tokens (
  -- sha256 of the token: the token itself is only ever in the launch URL.
  token_hash text primary key,
  user_id int8,
  game_id text not null,
  mode text not null check (mode in ('fun', 'money')),
  platform text not null check (platform in ('desktop', 'mobile')),
  lobby_url text not null,
  ip text not null,
  casino_session text,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table studio_sessions (
  -- sha256 of the cookie value.
  id text primary key,
  user_id int8,
  game_id text not null,
  mode text not null check (mode in ('fun', 'money')),
  platform text not null check (platform in ('desktop', 'mobile')),
  lobby_url text not null,
  ip text not null,
  casino_session text,
  -- The last sequence number accepted from the client.
  seq int4 not null default 0,
  -- Demo money of a fun session, øre; null for money sessions.
  fun_balance int8,
  created_at timestamptz not null default now(),
  check ((mode = 'fun') = (fun_balance is not null)),
  check ((mode = 'money') = (user_id is not null))
);

create table studio_rounds (
  id text primary key,
  session_id text not null references studio_sessions (id),
  -- Who the one-open-round rule applies to: 'm:<user id>' for money, 'f:<session id>' for fun.
  player_key text not null,
  user_id int8,
  game_id text not null,
  mode text not null check (mode in ('fun', 'money')),
  kind text not null check (kind in ('slot', 'roulette', 'blackjack', 'baccarat', 'sicbo', 'red-dog')),
  state text not null check (state in ('staked', 'drawn', 'settled', 'voided')),
  -- Everything staked so far, øre (doubles and splits included).
  stake int8 not null,
  jackpot_contribution int8 not null default 0,
  -- The wallet bets of the round: [{ tx, amount }], in order.
  bets jsonb not null default '[]',
  -- A further bet (double, split, raise) sent to the wallet whose action is not yet applied.
  pending jsonb,
  -- The request the round was started with (bets of a table game, purchase of a slot).
  request jsonb not null default '{}',
  -- The engine's outcome, stored before any win is paid; the client sees a view of it.
  outcome jsonb,
  -- Multi-step rounds (blackjack, red dog) waiting for the player's next action.
  awaiting_player boolean not null default false,
  win int8 not null default 0,
  jackpot_win int8 not null default 0,
  balance_before int8,
  balance_after int8,
  -- Set when the studio finished the round after an interruption (GLI-19 §4.16).
  resolution text check (resolution in ('completed', 'voided')),
  -- Whether the player has been shown that resolution.
  resolution_shown boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  settled_at timestamptz
);

-- A player's round in a game is resolved before their next round of that game starts.
create unique index studio_rounds_one_open on studio_rounds (player_key, game_id)
  where state in ('staked', 'drawn');
create index studio_rounds_recall on studio_rounds (player_key, game_id, created_at desc);
create index studio_rounds_unfinished on studio_rounds (state) where state in ('staked', 'drawn');

create table studio_jackpots (
  game_id text primary key,
  -- Paid by the house when the pool is won (the pool's seed part), øre.
  seed int8 not null check (seed > 0),
  -- Every money stake's contribution, øre, since the pool was created.
  contributions int8 not null default 0,
  -- What winners were paid from the contributions (a win's amount above the seed), øre.
  wins int8 not null default 0,
  hits int4 not null default 0,
  updated_at timestamptz not null default now(),
  check (contributions >= wins)
);
