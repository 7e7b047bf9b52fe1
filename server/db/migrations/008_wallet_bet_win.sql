-- A round's stake and win in one idempotent wallet call (issue 29.7, docs/decisions/0009): one
-- statement that locks the player's accounts and the house and jackpot shards (in id order, as
-- wallet_post and the general path do), and writes the round's bet operation and, when it won, its win
-- operation with their transfers and balances. The two operations are the bet and the win they are
-- (history, per-game reconciliation and rollback read them as before); they land in one transaction
-- or not at all, so a crash never leaves a round half booked.
--
-- Answers a status and the balances after:
--   booked      both written; op_id is the bet's operation
--   duplicate   an operation under p_key is written (a retry, or a refusal marker): nothing written
--   rolled_back a rollback named this transaction first (p_unless is written): nothing written
--   bonus       the player has an active bonus: nothing written, the caller takes the general path
--               (its wagering and release rules live in server/bonus and run in the bet's transaction)
--   refused     the stake is more than cash and bonus: a refusal marker (kind bet_refused, amount 0,
--               meta p_refusal) is written under p_key, so a retry is refused the same way
create function wallet_bet_win(
  p_key text,
  p_win_key text,
  p_unless text,
  p_user integer,
  p_amount bigint,
  p_jackpot bigint,
  p_win bigint,
  p_ref text,
  p_bet_meta jsonb,
  p_win_meta jsonb,
  p_refusal jsonb,
  p_at timestamptz,
  p_house integer,
  p_pool integer
) returns table (status text, op_id bigint, cash bigint, bonus bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  v_ids integer[];
  v_kinds text[];
  v_bal bigint[];
  v_cash_i integer;
  v_bonus_i integer;
  v_cash bigint;
  v_bonus bigint;
  v_from_cash bigint;
  v_from_bonus bigint;
  v_op bigint;
  v_win_op bigint;
  v_leg integer := 0;
begin
  for attempt in 1 .. 2 loop
    select array_agg(s.id order by s.id), array_agg(s.kind order by s.id), array_agg(s.balance order by s.id)
      into v_ids, v_kinds, v_bal
      from (select a.id, a.kind, a.balance from wallet_accounts a
            where a.user_id = p_user or a.id = p_house or a.id = p_pool
            order by a.id for update) s;
    exit when 'cash' = any (v_kinds);
    insert into wallet_accounts (kind, user_id) values ('cash', p_user), ('bonus', p_user)
      on conflict do nothing;
  end loop;
  v_cash_i := array_position(v_kinds, 'cash');
  v_bonus_i := array_position(v_kinds, 'bonus');
  v_cash := v_bal[v_cash_i];
  v_bonus := v_bal[v_bonus_i];
  if array_position(v_ids, p_house) is null or array_position(v_ids, p_pool) is null then
    raise exception 'wallet_bet_win: system account % or % not found', p_house, p_pool;
  end if;

  if exists (select 1 from wallet_ops o where o.idem_key = p_key) then
    return query select 'duplicate'::text, null::bigint, v_cash, v_bonus;
    return;
  end if;
  if exists (select 1 from wallet_ops o where o.idem_key = p_unless) then
    return query select 'rolled_back'::text, null::bigint, v_cash, v_bonus;
    return;
  end if;
  if exists (select 1 from player_bonuses b where b.user_id = p_user and b.status = 'active') then
    return query select 'bonus'::text, null::bigint, v_cash, v_bonus;
    return;
  end if;

  -- Cash first, then bonus money (the bet's rule in seamless-service.ts).
  v_from_cash := least(v_cash, p_amount);
  v_from_bonus := p_amount - v_from_cash;
  if v_from_bonus > v_bonus then
    insert into wallet_ops (idem_key, kind, user_id, amount, ref, meta, created_at)
      values (p_key, 'bet_refused', p_user, 0, p_ref,
              p_refusal || jsonb_build_object('cash', v_cash, 'bonus', v_bonus), p_at);
    return query select 'refused'::text, null::bigint, v_cash, v_bonus;
    return;
  end if;

  insert into wallet_ops (idem_key, kind, user_id, amount, ref, meta, created_at)
    values (p_key, 'bet', p_user, p_amount, p_ref,
            p_bet_meta || jsonb_build_object('cash', v_from_cash, 'bonus', v_from_bonus), p_at)
    returning id into v_op;
  if v_from_cash > 0 then
    insert into wallet_transfers (op_id, leg, from_account, to_account, amount)
      values (v_op, v_leg, v_ids[v_cash_i], p_house, v_from_cash);
    v_leg := v_leg + 1;
  end if;
  if v_from_bonus > 0 then
    insert into wallet_transfers (op_id, leg, from_account, to_account, amount)
      values (v_op, v_leg, v_ids[v_bonus_i], p_house, v_from_bonus);
    v_leg := v_leg + 1;
  end if;
  if p_jackpot > 0 then
    insert into wallet_transfers (op_id, leg, from_account, to_account, amount)
      values (v_op, v_leg, p_house, p_pool, p_jackpot);
  end if;
  if p_win > 0 then
    insert into wallet_ops (idem_key, kind, user_id, amount, ref, meta, created_at)
      values (p_win_key, 'win', p_user, p_win, p_ref, p_win_meta, p_at)
      returning id into v_win_op;
    insert into wallet_transfers (op_id, leg, from_account, to_account, amount)
      values (v_win_op, 0, p_house, v_ids[v_cash_i], p_win);
  end if;

  update wallet_accounts w set balance = w.balance + d.delta
    from (values (v_ids[v_cash_i], p_win - v_from_cash),
                 (v_ids[v_bonus_i], -v_from_bonus),
                 (p_house, p_amount - p_jackpot - p_win),
                 (p_pool, p_jackpot)) as d (id, delta)
    where w.id = d.id and d.delta <> 0;
  return query select 'booked'::text, v_op, v_cash - v_from_cash + p_win, v_bonus - v_from_bonus;
end
$$;
