-- A game round's move on a player's game account (game_post): the transfer, at most once per reference, and the round
-- it belongs to; a forced debit beyond the balance becomes debt, a credit repays debt first, a wager rule is checked
-- under the player's lock, exact amounts carry through sub_pya. game_post_many posts a player's batch of moves in order
-- in one statement (platform/money/game-wallet.ts).
--
-- What runs today, as the migrations leave it. Written by `npm run db:sql` from a migrated database: do not
-- edit. Change it in a new migration, then run `npm run db:sql`; `npm run db:check` fails until you do.
--
-- function game_post: last defined in migration 0021_exact_wagers
-- function game_post_many: last defined in migration 0021_exact_wagers

CREATE OR REPLACE FUNCTION public.game_post(p_user bigint, p_house_code text, p_amount bigint, p_kind text, p_reference text, p_provider text, p_game text, p_product text, p_round text, p_stake bigint, p_win bigint, p_settles boolean, p_force boolean, p_bonus text, p_metadata jsonb, p_at timestamp with time zone, p_exact bigint, p_rule jsonb, OUT posted boolean, OUT balance bigint, OUT insufficient boolean, OUT before_balance bigint, OUT refused text, OUT before_exact bigint, OUT balance_exact bigint)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_game bigint;
  v_house bigint;
  v_debt bigint;
  v_owed bigint;
  v_transfer bigint;
  v_debit bigint;
  v_credit bigint;
  v_sub integer;
  v_new_sub integer;
  v_total bigint;
  v_stake bigint := CASE WHEN p_exact IS NULL THEN p_stake * 100 ELSE p_stake END;
  v_win bigint := CASE WHEN p_exact IS NULL THEN p_win * 100 ELSE p_win END;
  v_state text;
  v_bet_exact bigint;
  v_win_exact bigint;
  v_exact bigint := coalesce(p_exact, p_amount * 100);
BEGIN
  -- The player's game row is locked first, by every posting of the player: the balance, debt and round read here
  -- stay true until the move commits.
  SELECT a.id, a.balance, a.sub_pya INTO v_game, balance, v_sub FROM ledger_accounts a
    WHERE a.user_id = p_user AND a.code = 'game' FOR NO KEY UPDATE;
  IF v_game IS NULL THEN
    RAISE EXCEPTION 'player % has no game account', p_user USING ERRCODE = 'ZY002';
  END IF;
  before_balance := balance;
  posted := true;
  insufficient := false;
  IF p_exact IS NOT NULL OR p_rule IS NOT NULL THEN
    SELECT coalesce(-a.balance, 0) INTO v_owed FROM ledger_accounts a WHERE a.user_id = p_user AND a.code = 'debt';
    before_exact := (balance - coalesce(v_owed, 0)) * 100 + v_sub;
    balance_exact := before_exact;
    IF EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.reference = p_reference)
       OR EXISTS (SELECT 1 FROM game_moves_below_pya s WHERE s.reference = p_reference) THEN
      posted := false;
      RETURN;
    END IF;
  END IF;
  IF p_rule IS NOT NULL THEN
    SELECT g.status, g.bet_exact, g.win_exact INTO v_state, v_bet_exact, v_win_exact FROM game_rounds g
      WHERE g.provider = p_provider AND g.round_code = p_round AND g.user_id = p_user;
    v_state := coalesce(v_state, 'none');
    IF NOT (p_rule->'allowed') ? v_state THEN
      refused := v_state;
    ELSIF p_rule->>'bound' = 'stake' AND abs(v_exact) > v_bet_exact THEN
      refused := 'stake:' || v_bet_exact;
    ELSIF p_rule->>'bound' = 'win' AND abs(v_exact) > greatest(v_win_exact, 0) THEN
      refused := 'win:' || greatest(v_win_exact, 0);
    END IF;
    IF refused IS NOT NULL THEN
      posted := false;
      RETURN;
    END IF;
  END IF;
  IF p_exact IS NOT NULL THEN
    -- Carry the hundredths: floor division, so the remainder is always 0..99 whatever the sign.
    v_total := v_sub + p_exact;
    p_amount := floor(v_total::numeric / 100)::bigint;
    v_new_sub := v_total - p_amount * 100;
  END IF;
  IF p_amount < 0 AND balance < -p_amount THEN
    -- A repeat of a debit that did post is a repeat, whatever the balance is now.
    IF EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.reference = p_reference) THEN
      posted := false;
      RETURN;
    END IF;
    IF NOT p_force THEN
      posted := false;
      insufficient := true;
      RETURN;
    END IF;
    INSERT INTO ledger_accounts (user_id, code, is_house, created_at) VALUES (p_user, 'debt', false, p_at)
      ON CONFLICT (user_id, code) DO NOTHING;
    SELECT a.id INTO v_debt FROM ledger_accounts a WHERE a.user_id = p_user AND a.code = 'debt';
    PERFORM ledger_post(v_debt, v_game, -p_amount - balance, 'game_debt', p_reference || ':debt', p_user,
                        p_metadata, p_at);
  END IF;
  IF p_amount <> 0 THEN
    -- House accounts are opened on a provider's first posting.
    SELECT id INTO v_house FROM ledger_accounts WHERE code = p_house_code AND user_id IS NULL;
    IF v_house IS NULL THEN
      INSERT INTO ledger_accounts (code, is_house, created_at) VALUES (p_house_code, true, p_at)
        ON CONFLICT (code) WHERE user_id IS NULL DO NOTHING;
      SELECT id INTO v_house FROM ledger_accounts WHERE code = p_house_code AND user_id IS NULL;
    END IF;
    SELECT l.transfer_id, l.debit_balance, l.credit_balance INTO v_transfer, v_debit, v_credit
      FROM ledger_post(
        CASE WHEN p_amount < 0 THEN v_game ELSE v_house END,
        CASE WHEN p_amount < 0 THEN v_house ELSE v_game END,
        abs(p_amount), p_kind, p_reference, p_user, p_metadata, p_at) l;
    IF v_transfer IS NULL THEN
      posted := false;
      RETURN;
    END IF;
    balance := CASE WHEN p_amount < 0 THEN v_debit ELSE v_credit END;
    IF p_amount > 0 THEN
      SELECT a.id, -a.balance INTO v_debt, v_owed FROM ledger_accounts a WHERE a.user_id = p_user AND a.code = 'debt';
      IF v_owed > 0 THEN
        SELECT l.debit_balance INTO balance
          FROM ledger_post(v_game, v_debt, least(p_amount, v_owed), 'game_debt_repayment', p_reference || ':debt',
                           p_user, p_metadata, p_at) l;
      END IF;
    END IF;
  ELSIF p_exact IS NOT NULL THEN
    INSERT INTO game_moves_below_pya (reference, user_id, exact, created_at) VALUES (p_reference, p_user, p_exact, p_at);
  END IF;
  IF p_exact IS NOT NULL THEN
    IF v_new_sub <> v_sub THEN
      UPDATE ledger_accounts SET sub_pya = v_new_sub WHERE id = v_game;
    END IF;
    SELECT coalesce(-a.balance, 0) INTO v_owed FROM ledger_accounts a WHERE a.user_id = p_user AND a.code = 'debt';
    balance_exact := (balance - coalesce(v_owed, 0)) * 100 + v_new_sub;
  ELSIF p_rule IS NOT NULL THEN
    SELECT coalesce(-a.balance, 0) INTO v_owed FROM ledger_accounts a WHERE a.user_id = p_user AND a.code = 'debt';
    balance_exact := (balance - coalesce(v_owed, 0)) * 100 + v_sub;
  END IF;
  INSERT INTO game_rounds AS r (provider, user_id, game_code, product_code, round_code, bonus_code, bet, win,
                                bet_exact, win_exact, status, started_at, settled_at)
    VALUES (p_provider, p_user, p_game, p_product, p_round, p_bonus, greatest(v_stake, 0) / 100,
            floor((v_win + least(v_stake, 0))::numeric / 100)::bigint, greatest(v_stake, 0),
            v_win + least(v_stake, 0), CASE WHEN p_settles THEN 'settled' ELSE 'open' END, p_at,
            CASE WHEN p_settles THEN p_at END)
    ON CONFLICT (provider, round_code) DO UPDATE SET
      bet = greatest(r.bet_exact + v_stake, 0) / 100,
      win = floor((r.win_exact + v_win + least(r.bet_exact + v_stake, 0))::numeric / 100)::bigint,
      bet_exact = greatest(r.bet_exact + v_stake, 0),
      win_exact = r.win_exact + v_win + least(r.bet_exact + v_stake, 0),
      bonus_code = coalesce(r.bonus_code, excluded.bonus_code),
      status = CASE
        WHEN v_stake < 0 AND r.bet_exact + v_stake <= 0 AND r.win_exact + v_win + least(r.bet_exact + v_stake, 0) = 0
          THEN 'void'
        WHEN p_settles THEN 'settled'
        WHEN coalesce((p_rule->>'reopens')::boolean, false) THEN 'open'
        ELSE r.status END,
      settled_at = CASE WHEN p_settles THEN p_at ELSE r.settled_at END
    WHERE r.user_id = excluded.user_id;
END
$function$;

CREATE OR REPLACE FUNCTION public.game_post_many(p_moves jsonb)
 RETURNS TABLE(posted boolean, balance bigint, insufficient boolean, before_balance bigint, refused text, before_exact bigint, balance_exact bigint)
 LANGUAGE plpgsql
AS $function$
DECLARE
  m jsonb;
  r record;
BEGIN
  FOR m IN SELECT value FROM jsonb_array_elements(p_moves) LOOP
    SELECT * INTO r FROM game_post(
      (m->>'userId')::bigint, m->>'houseCode', (m->>'amount')::bigint, m->>'kind', m->>'reference',
      m->>'provider', m->>'gameCode', m->>'productCode', m->>'roundCode', (m->>'stake')::bigint,
      (m->>'win')::bigint, (m->>'settles')::boolean, coalesce((m->>'force')::boolean, false), m->>'bonusCode',
      m->'metadata', (m->>'at')::timestamptz, (m->>'exact')::bigint, nullif(m->'rule', 'null'::jsonb));
    posted := r.posted;
    balance := r.balance;
    insufficient := r.insufficient;
    before_balance := r.before_balance;
    refused := r.refused;
    before_exact := r.before_exact;
    balance_exact := r.balance_exact;
    RETURN NEXT;
  END LOOP;
END
$function$;
