-- The game catalogue: providers, games, feature/theme categories, daily click counts.
create table providers (
  id serial primary key,
  name text not null unique,
  title text not null,
  label text not null,
  text text not null,
  is_live boolean not null default false,
  hidden boolean not null default false,
  sort_order integer not null default 0,
  logo_width integer not null default 200,
  logo_height integer not null default 80
);

create table game_categories (
  name text primary key,
  kind text not null check (kind in ('features', 'theme')),
  label text not null,
  text text not null
);

create table games (
  id serial primary key,
  game_id text not null unique,
  related_id text,
  provider_id integer not null references providers (id),
  name text not null,
  info text not null,
  category text not null check (category in ('slots', 'jackpots', 'table', 'liveint')),
  group_id text not null,
  subprovider text not null,
  platform text not null check (platform in ('all', 'desktop', 'mobile')),
  features text[] not null default '{}',
  themes text[] not null default '{}',
  go_hide boolean not null default false,
  go_new boolean not null default false,
  go_hot boolean not null default false,
  go_priority integer not null default 0,
  clicks integer not null default 0 check (clicks >= 0),
  exclusive boolean not null default false,
  only_for_money boolean not null default false,
  min_stake_ore bigint not null check (min_stake_ore > 0),
  -- payback in hundredths of a percent: 9620 is 96.20 %
  payback_bp integer not null check (payback_bp between 8000 and 9999),
  buy_bonus boolean not null default false,
  volatility text not null check (volatility in ('lowfreq', 'midfreq', 'hifreq')),
  paylines integer not null check (paylines >= 0),
  jackpot_ore bigint check (jackpot_ore is null or jackpot_ore > 0),
  upcoming_video_url text,
  video_url text,
  release_date date not null,
  subcat text check (subcat is null or subcat in ('roulette', 'blackjack', 'baccarat', 'poker', 'andet'))
);
create index games_provider_idx on games (provider_id);
create index games_category_idx on games (category);

create table game_clicks (
  game_id integer not null references games (id),
  day date not null,
  clicks integer not null check (clicks >= 0),
  primary key (game_id, day)
);

-- Bumped on every catalogue change, so each process's in-memory catalogue knows when to reload.
create table catalogue_version (
  id integer primary key check (id = 1),
  version bigint not null,
  updated_at timestamptz not null default now()
);
insert into catalogue_version (id, version) values (1, 0);
