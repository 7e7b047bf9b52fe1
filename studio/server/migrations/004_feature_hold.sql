-- A slot round whose feature (free spins, respins, a bonus wheel, a cascade sequence, a bought bonus)
-- the player is shown holds the game until the frame says it has played, or until this time (issue
-- 29.3): no new paid round of that player and game starts while it holds.
alter table studio_rounds add column holds_until timestamptz;
create index studio_rounds_holds on studio_rounds (player_key, game_id, holds_until)
  where holds_until is not null;
