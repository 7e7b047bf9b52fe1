-- Self-exclusion (SPEC.md sections 4, 7; issue 13): every exclusion a player chose. One is active while
-- its end lies ahead (temporary) or for good (permanent); the row is never changed or removed, so the
-- history of a player's choices stays.
create table self_exclusions (
  id serial primary key,
  user_id integer not null references users (id),
  kind text not null check (kind in ('temporary', 'permanent')),
  until timestamptz,
  created_at timestamptz not null,
  check ((kind = 'permanent') = (until is null))
);
create index self_exclusions_user on self_exclusions (user_id, created_at desc);
create trigger self_exclusions_append_only before update or delete on self_exclusions
  for each row execute function refuse_change();
