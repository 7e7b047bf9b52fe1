-- Content API (SPEC.md section 7, issue 5): text pages, campaigns and highlights, articles, SEO and
-- landing data, GO offers and their buttons, recent games, favourites, feedback, subscribers and the
-- support chat. HTML columns hold sanitised HTML only (server/cms/sanitize.ts runs before every write).

create table cms_texts (
  id integer primary key,
  title text not null,
  content text not null,
  sort_order integer not null default 0
);

create table cms_campaigns (
  id serial primary key,
  seo_url text not null unique,
  title text not null,
  description text not null,
  terms text not null,
  bgimage text not null,
  bgimage_mob text not null,
  site text not null,
  -- The spec's wire format: the strings 'true' and 'false' (SPEC.md section 3, Campaign).
  active text not null check (active in ('true', 'false')),
  hidden text not null check (hidden in ('true', 'false')),
  external_id text,
  game_id text,
  game_id_mob text,
  sort_order integer not null default 0,
  created_at timestamptz not null
);

create table cms_highlights (
  id serial primary key,
  campaign_id integer not null references cms_campaigns (id),
  area text not null,
  platform text not null check (platform in ('all', 'desktop', 'mobile')),
  sort_order integer not null default 0
);

create table cms_articles (
  id serial primary key,
  type text not null,
  slug text not null unique,
  title text not null,
  teaser text not null,
  body text not null,
  campaign_id integer references cms_campaigns (id),
  published_at timestamptz not null
);

create table cms_campaign_subscribers (
  campaign_id integer not null references cms_campaigns (id),
  user_id integer not null references users (id),
  created_at timestamptz not null,
  primary key (campaign_id, user_id)
);

create table cms_subscribers (
  email text primary key,
  created_at timestamptz not null
);

create table cms_feedback (
  id serial primary key,
  user_id integer references users (id),
  rating integer not null check (rating between 1 and 5),
  message text not null,
  created_at timestamptz not null
);
create index cms_feedback_user_idx on cms_feedback (user_id);

create table cms_seo (
  url text primary key,
  title text not null,
  description text not null
);

create table cms_landing_pages (
  url text primary key,
  logo text not null,
  header text not null,
  button_text text not null,
  cta_button_text text not null,
  cta_button_link text not null,
  terms text not null,
  terms2 text not null,
  background_image text not null
);

-- Recently played, per player and platform; at most 10 each (SPEC.md section 9), trimmed on write.
create table recent_games (
  client_id integer not null references users (id),
  platform text not null check (platform in ('desktop', 'mobile')),
  game_id integer not null references games (id),
  played_at timestamptz not null,
  primary key (client_id, platform, game_id)
);

create table favourites (
  user_id integer not null references users (id),
  game_id integer not null references games (id),
  created_at timestamptz not null,
  primary key (user_id, game_id)
);

-- GO offers: client_id null is an offer to everyone; the newest one is the active one.
create table go_offers (
  id serial primary key,
  client_id integer references users (id),
  title text not null,
  teaser text not null,
  image_url text not null,
  image_logo text not null,
  rules text not null,
  terms text not null,
  game_id text not null,
  created_at timestamptz not null
);

-- A press of the GO button: a one-time hash per player and offer, used at most once.
create table go_buttons (
  hash text primary key,
  client_id integer not null references users (id),
  gobutton_id integer not null references go_offers (id),
  created_at timestamptz not null,
  used_at timestamptz
);
create unique index go_buttons_one_use on go_buttons (client_id, gobutton_id) where used_at is not null;

create table support_chats (
  id serial primary key,
  token_hash text not null unique,
  user_id integer references users (id),
  status text not null check (status in ('open', 'closed')),
  created_at timestamptz not null,
  closed_at timestamptz
);

create table support_messages (
  id serial primary key,
  chat_id integer not null references support_chats (id),
  author text not null check (author in ('player', 'agent')),
  body text not null,
  created_at timestamptz not null
);
create index support_messages_chat_idx on support_messages (chat_id, id);
