-- What each round counted towards a bonus's wagering (issue 31). The bets of one round may reach the
-- wallet as several calls (a live table's bet window), so the round's contribution is recomputed from
-- all of them: `spots` holds the round's bets so far by spot (øre), `counted_ore` what it counts now.
create table bonus_round_wagers (
  bonus_id integer not null references player_bonuses (id),
  round_key text not null,
  spots jsonb not null,
  counted_ore bigint not null check (counted_ore >= 0),
  primary key (bonus_id, round_key)
);
