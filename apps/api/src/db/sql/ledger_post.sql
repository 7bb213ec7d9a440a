-- Posts one ledger transfer and changes both balances in the same statement: player accounts locked in id order, a
-- conditional debit (SQLSTATE ZY001 when a player balance does not cover it; a debt account may go below zero), and a
-- reference already posted moves nothing. House accounts keep no balance on their row.
--
-- What runs today, as the migrations leave it. Written by `npm run db:sql` from a migrated database: do not
-- edit. Change it in a new migration, then run `npm run db:sql`; `npm run db:check` fails until you do.
--
-- function ledger_post: last defined in migration 0013_gscplus_v2

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
