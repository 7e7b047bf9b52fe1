-- Issue 29: a live round's outcome is nowhere to be read while bets are taken. At the open only its
-- commitment and its seed sealed under the studio's key (AES-256-GCM, studio/server/live/seal.ts) are
-- stored; the outcome is drawn from the seed at the close, and `outcome` and `salt` (the seed) are
-- written only at the result. Rounds stored before this keep their outcome and salt as they were.
alter table studio_live_rounds alter column outcome drop not null;
alter table studio_live_rounds alter column salt drop not null;
alter table studio_live_rounds add column sealed text;
-- Issue 31: shared-hand decisions go in steps; a card a decision brings is shown when its step closes.
-- The number of decision steps closed so far (the current step's window ends at decide_until).
alter table studio_live_rounds add column step int4 not null default 0;
alter table studio_live_rounds add constraint studio_live_rounds_secret check (
  sealed is not null or (outcome is not null and salt is not null)
);
