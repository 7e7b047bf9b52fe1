-- One ledger operation whose legs are known before any balance is read (a win, a deposit credit, a
-- payout), written in one statement: one round trip from the server and a transaction of its own,
-- instead of begin, lock, write and commit. It keeps the rules of the general path in
-- server/wallet/ledger.ts: the player's accounts and the named system accounts are locked in id order
-- (no deadlock with that path), a key already used writes nothing and answers a null op_id, and no
-- player account goes below zero at any leg (SQLSTATE WL001, with the balances as JSON detail).
create function wallet_post(
  p_key text,
  p_kind text,
  p_user integer,
  p_amount bigint,
  p_ref text,
  p_meta jsonb,
  p_at timestamptz,
  p_system integer[],
  p_from text[],
  p_to text[],
  p_amounts bigint[]
) returns table (op_id bigint, cash bigint, bonus bigint)
language plpgsql as $$
declare
  v_op bigint;
  v_ids integer[];
  v_kinds text[];
  v_start bigint[];
  v_bal bigint[];
  v_f integer;
  v_t integer;
begin
  for attempt in 1 .. 2 loop
    select array_agg(s.id order by s.id), array_agg(s.kind order by s.id), array_agg(s.balance order by s.id)
      into v_ids, v_kinds, v_start
      from (select a.id, a.kind, a.balance from wallet_accounts a
            where a.user_id = p_user or a.id = any (p_system)
            order by a.id for update) s;
    exit when 'cash' = any (v_kinds);
    insert into wallet_accounts (kind, user_id) values ('cash', p_user), ('bonus', p_user)
      on conflict do nothing;
  end loop;
  v_bal := v_start;

  insert into wallet_ops (idem_key, kind, user_id, amount, ref, meta, created_at)
    values (p_key, p_kind, p_user, p_amount, p_ref, p_meta, p_at)
    on conflict (idem_key) do nothing
    returning id into v_op;
  if v_op is null then
    return query select null::bigint,
      v_start[array_position(v_kinds, 'cash')], v_start[array_position(v_kinds, 'bonus')];
    return;
  end if;

  for i in 1 .. coalesce(array_length(p_amounts, 1), 0) loop
    v_f := array_position(v_kinds, p_from[i]);
    v_t := array_position(v_kinds, p_to[i]);
    if v_f is null or v_t is null then
      raise exception 'wallet_post %: leg % uses an account it did not lock', p_kind, i;
    end if;
    v_bal[v_f] := v_bal[v_f] - p_amounts[i];
    v_bal[v_t] := v_bal[v_t] + p_amounts[i];
    if v_kinds[v_f] in ('cash', 'bonus') and v_bal[v_f] < 0 then
      raise exception 'INSUFFICIENT_FUNDS' using errcode = 'WL001',
        detail = json_build_object('cash', v_start[array_position(v_kinds, 'cash')],
                                   'bonus', v_start[array_position(v_kinds, 'bonus')])::text;
    end if;
    insert into wallet_transfers (op_id, leg, from_account, to_account, amount)
      values (v_op, i - 1, v_ids[v_f], v_ids[v_t], p_amounts[i]);
  end loop;

  update wallet_accounts w set balance = b.balance
    from unnest(v_ids, v_bal, v_start) as b (id, balance, start)
    where w.id = b.id and b.balance <> b.start;
  return query select v_op, v_bal[array_position(v_kinds, 'cash')], v_bal[array_position(v_kinds, 'bonus')];
end
$$;
