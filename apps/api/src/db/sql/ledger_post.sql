-- Posts one ledger transfer and changes both balances in the same statement: player accounts locked in id order, a
-- conditional debit (SQLSTATE ZY001 when a player balance does not cover it; a debt account may go below zero), and a
-- reference already posted moves nothing. House accounts keep no balance on their row. ledger_post_group posts many
-- players' transfers in one statement (group commit), each answered on its own.
--
-- What runs today, as the migrations leave it. Written by `npm run db:sql` from a migrated database: do not
-- edit. Change it in a new migration, then run `npm run db:sql`; `npm run db:check` fails until you do.
--
-- function ledger_post: last defined in migration 0013_gscplus_v2
-- function ledger_post_group: last defined in migration 0033_group_commit

CREATE OR REPLACE FUNCTION public.ledger_post(p_debit bigint, p_credit bigint, p_amount bigint, p_kind text, p_reference text, p_player bigint, p_metadata jsonb, p_at timestamp with time zone, OUT transfer_id bigint, OUT debit_balance bigint, OUT credit_balance bigint)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount, kind, reference, player_id, metadata, created_at)
  VALUES (p_debit, p_credit, p_amount, p_kind, p_reference, p_player, p_metadata, p_at)
  ON CONFLICT (reference) DO NOTHING
  RETURNING id INTO transfer_id;
  IF transfer_id IS NULL THEN
    RETURN;
  END IF;
  PERFORM 1 FROM ledger_accounts WHERE id IN (p_debit, p_credit) AND NOT is_house ORDER BY id FOR NO KEY UPDATE;
  UPDATE ledger_accounts SET balance = balance - p_amount
    WHERE id = p_debit AND NOT is_house AND (balance >= p_amount OR code = 'debt')
    RETURNING balance INTO debit_balance;
  IF debit_balance IS NULL AND EXISTS (SELECT 1 FROM ledger_accounts WHERE id = p_debit AND NOT is_house) THEN
    RAISE EXCEPTION 'insufficient balance on account %', p_debit USING ERRCODE = 'ZY001';
  END IF;
  UPDATE ledger_accounts SET balance = balance + p_amount
    WHERE id = p_credit AND NOT is_house
    RETURNING balance INTO credit_balance;
END
$function$;

CREATE OR REPLACE FUNCTION public.ledger_post_group(p_debit_user bigint[], p_debit_code text[], p_credit_user bigint[], p_credit_code text[], p_amount bigint[], p_kind text[], p_reference text[], p_player bigint[], p_metadata jsonb[], p_at timestamp with time zone[], p_unless_protected boolean[])
 RETURNS TABLE(transfer_id bigint, debit_balance bigint, credit_balance bigint, insufficient boolean, protected boolean)
 LANGUAGE plpgsql
AS $function$
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
$function$;
