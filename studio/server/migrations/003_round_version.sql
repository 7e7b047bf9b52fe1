-- Every change of a round row counts up its version, so an action (hit, stand, double, …) applies
-- only to the state it was computed from: the second of two racing actions finds a newer version
-- and is refused (issue 31.2).
alter table studio_rounds add column version int4 not null default 0;
