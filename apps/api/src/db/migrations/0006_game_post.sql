-- One game movement on a player's game account in a single round trip: the ledger transfer (at most once per
-- reference) and the round it belongs to, so the seamless wallet's hottest path is one statement and one commit.
-- p_amount is signed from the player's side: below zero debits game -> house, above zero credits house -> game, zero
-- moves nothing. p_stake adds to the round's stake and p_win (signed: a resettlement may take part of a win back) to
-- its win. A round code already taken by another player is never touched.
-- posted is false when the reference was posted before; balance is then the current game balance. insufficient is
-- true (and nothing moves) when the balance does not cover a debit: an answer, not an error, so that a batch of
-- moves (game_post_many) needs no subtransaction per move.
CREATE OR REPLACE FUNCTION game_post(
  p_user bigint,
  p_house_code text,
  p_amount bigint,
  p_kind text,
  p_reference text,
  p_provider text,
  p_game text,
  p_product text,
  p_round text,
  p_stake bigint,
  p_win bigint,
  p_settles boolean,
  p_metadata jsonb,
  p_at timestamptz,
  OUT posted boolean,
  OUT balance bigint,
  OUT insufficient boolean
) LANGUAGE plpgsql AS $$
DECLARE
  v_game bigint;
  v_house bigint;
  v_transfer bigint;
  v_debit bigint;
  v_credit bigint;
BEGIN
  -- The player's row is locked first: the balance read here stays true until the move commits.
  SELECT a.id, a.balance INTO v_game, balance FROM ledger_accounts a
    WHERE a.user_id = p_user AND a.code = 'game' FOR NO KEY UPDATE;
  IF v_game IS NULL THEN
    RAISE EXCEPTION 'player % has no game account', p_user USING ERRCODE = 'ZY002';
  END IF;
  posted := true;
  insufficient := false;
  IF p_amount < 0 AND balance < -p_amount THEN
    -- A repeat of a debit that did post is a repeat, whatever the balance is now.
    posted := false;
    insufficient := NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.reference = p_reference);
    RETURN;
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
  END IF;
  INSERT INTO game_rounds AS r (provider, user_id, game_code, product_code, round_code, bet, win, status, started_at, settled_at)
    VALUES (p_provider, p_user, p_game, p_product, p_round, p_stake, p_win,
            CASE WHEN p_settles THEN 'settled' ELSE 'open' END, p_at, CASE WHEN p_settles THEN p_at END)
    ON CONFLICT (provider, round_code) DO UPDATE SET
      bet = r.bet + excluded.bet,
      win = r.win + excluded.win,
      status = CASE WHEN p_settles THEN 'settled' ELSE r.status END,
      settled_at = CASE WHEN p_settles THEN p_at ELSE r.settled_at END
    WHERE r.user_id = excluded.user_id;
END
$$;
