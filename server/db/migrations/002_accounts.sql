-- Accounts: players, server-side sessions, PINs, sign-up flows, MitID and ROFUS sandboxes, geo, limits.
create table users (
  id serial primary key,
  brand text not null,
  user_name text not null,
  email text not null,
  cpr text not null,
  password_hash text not null,
  first_name text not null,
  last_name text not null,
  address text not null default '',
  zip text not null default '',
  city text not null default '',
  birth_date text not null, -- YYYY-MM-DD, derived from the CPR number
  gender text not null check (gender in ('M', 'F')),
  phone text not null,
  security_question integer not null,
  security_answer text not null,
  expected_betting text not null,
  -- open: verified; temp: name/address differ from the CPR register and await verification;
  -- excluded: self-excluded or in ROFUS; closed: temp past its verification deadline.
  status text not null check (status in ('open', 'temp', 'excluded', 'closed')),
  verify_deadline timestamptz,
  newsletter boolean not null default false,
  bonus_code text,
  register_date timestamptz not null,
  last_login_at timestamptz,
  password_changed_at timestamptz not null
);
-- Accounts are unique across the whole brand family: one person, one account.
create unique index users_user_name_key on users (lower(user_name));
create unique index users_email_key on users (lower(email));
create unique index users_cpr_key on users (cpr);

-- Failed logins are counted per user name, known or not, so the answer never tells which exist.
create table login_failures (
  user_name text primary key,
  failures integer not null default 0,
  locked_at timestamptz,
  updated_at timestamptz not null
);

create table sessions (
  id_hash text primary key,
  user_id integer not null references users (id),
  brand text not null,
  channel integer not null,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  ip text not null
);
create index sessions_user_idx on sessions (user_id);

create table pins (
  id text primary key,
  user_id integer not null references users (id),
  pin_hash text not null,
  failures integer not null default 0,
  created_at timestamptz not null
);
create index pins_user_idx on pins (user_id);

create table signups (
  id_hash text primary key,
  cpr text not null,
  email text not null,
  identity jsonb,
  details jsonb,
  created_at timestamptz not null
);

create table identity_keys (
  kid text primary key,
  private_pem text not null,
  public_pem text not null,
  created_at timestamptz not null
);

create table identity_requests (
  state text primary key,
  mode text not null,
  -- OpenID Connect only: the nonce and PKCE verifier the callback must match.
  checks text,
  created_at timestamptz not null
);

-- A MitID result is good once: its jti lands here when the casino accepts it.
create table identity_results_used (
  jti text primary key,
  used_at timestamptz not null
);

create table rofus_register (
  cpr text primary key,
  kind text not null check (kind in ('temporary', 'permanent')),
  until timestamptz,
  created_at timestamptz not null
);

create table rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, window_start)
);

-- Mail the casino would send; the sandbox mail adapter writes here instead of to an SMTP server.
create table outbox_mail (
  id serial primary key,
  to_email text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null
);

create table newsletter_optouts (
  email text primary key,
  created_at timestamptz not null
);

create table devices (
  id serial primary key,
  hardware_id text not null,
  useragent_id text not null,
  mobile_app boolean not null,
  user_id integer references users (id),
  created_at timestamptz not null,
  unique (hardware_id, useragent_id)
);

create table logins (
  id serial primary key,
  user_id integer not null references users (id),
  at timestamptz not null,
  ip text not null,
  channel integer not null,
  method text not null check (method in ('password', 'pin', 'mitid', 'signup'))
);
create index logins_user_idx on logins (user_id, at desc);

create table user_teams (
  id serial primary key,
  user_id integer not null references users (id),
  code text not null,
  note text not null,
  created_at timestamptz not null
);
