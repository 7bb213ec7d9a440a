-- Group commit (issue 35): postings of different players that arrive together post in one statement and one commit,
-- each accepted or refused on its own. Player accounts named by owner and code, as an exchange names them.
--
-- Every player account of the group is locked first, in id order, as every posting takes them: two groups (of one
-- process or of two instances) never wait on each other in a circle, and a balance checked here stays true until
-- the group commits. A debit the balance does not cover answers `insufficient` and moves nothing, where ledger_post
-- would raise and take the whole group with it; a reference posted before answers nothing, as ledger_post does,
-- whatever the balance is now. An account that does not exist still fails the statement (ledger_post's insert): the
-- server then posts the group's postings apart, so only that one fails. A posting marked `unless protected` (money
-- into play) answers `protected` and moves nothing when its player set protection.
CREATE OR REPLACE FUNCTION ledger_post_group(
  p_debit_user bigint[], p_debit_code text[], p_credit_user bigint[], p_credit_code text[], p_amount bigint[],
  p_kind text[], p_reference text[], p_player bigint[], p_metadata jsonb[], p_at timestamptz[],
  p_unless_protected boolean[])
RETURNS TABLE (transfer_id bigint, debit_balance bigint, credit_balance bigint, insufficient boolean,
               protected boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_debit bigint[] := ARRAY(SELECT a.id FROM unnest(p_debit_user, p_debit_code) WITH ORDINALITY AS t(u, c, n)
                              LEFT JOIN ledger_accounts a ON a.user_id = t.u AND a.code = t.c ORDER BY t.n);
  v_credit bigint[] := ARRAY(SELECT a.id FROM unnest(p_credit_user, p_credit_code) WITH ORDINALITY AS t(u, c, n)
                               LEFT JOIN ledger_accounts a ON a.user_id = t.u AND a.code = t.c ORDER BY t.n);
BEGIN
  PERFORM 1 FROM ledger_accounts WHERE id = ANY (v_debit || v_credit) AND NOT is_house ORDER BY id FOR NO KEY UPDATE;
  FOR i IN 1 .. coalesce(array_length(p_amount, 1), 0) LOOP
    transfer_id := NULL;
    debit_balance := NULL;
    credit_balance := NULL;
    insufficient := false;
    -- Money into play for a player who set protection goes through the server's check of it, in a transaction of
    -- its own (platform/protection/guard.ts, where those rules live): nothing is posted here.
    protected := p_unless_protected[i] AND EXISTS (SELECT 1 FROM player_protection p WHERE p.user_id = p_player[i]);
    IF protected THEN
      RETURN NEXT;
      CONTINUE;
    END IF;
    insufficient := EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = v_debit[i] AND NOT a.is_house
                              AND a.code <> 'debt' AND a.balance < p_amount[i])
                    AND NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.reference = p_reference[i]);
    IF NOT insufficient THEN
      SELECT l.transfer_id, l.debit_balance, l.credit_balance INTO transfer_id, debit_balance, credit_balance
        FROM ledger_post(v_debit[i], v_credit[i], p_amount[i], p_kind[i], p_reference[i], p_player[i],
                         p_metadata[i], p_at[i]) l;
    END IF;
    RETURN NEXT;
  END LOOP;
END
$$;
