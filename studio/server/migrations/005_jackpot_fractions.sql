-- Issue 29: every contribution is kept exactly. The wallet books a round's whole øre; the sub-øre rest
-- is carried here in millionths of an øre, and its whole øre are paid by the house with the next win.
alter table studio_jackpots add column fraction_micro int8 not null default 0 check (fraction_micro >= 0);
-- The part of a round's jackpot_win the house pays (the seed and the carried whole øre); the rest
-- comes from the wallet's jackpot account.
alter table studio_rounds add column jackpot_house int8 not null default 0;
