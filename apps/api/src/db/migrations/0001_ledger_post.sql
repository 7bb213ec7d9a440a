-- Posts one ledger transfer in a single round trip. A reference already posted moves nothing (transfer_id is null).
-- Player accounts are locked in id order (FOR NO KEY UPDATE: compatible with the key-share locks the transfer's
-- foreign keys take), so opposite postings between the same two accounts cannot deadlock; the
-- debit is conditional, and a player balance that does not cover it raises SQLSTATE ZY001 so the whole statement,
-- and the transaction around it, moves nothing. House accounts keep no balance on their row: it is derived from
-- transfers, so no posting queues on a hot house row.
CREATE OR REPLACE FUNCTION ledger_post(
  p_debit bigint,
  p_credit bigint,
  p_amount bigint,
  p_kind text,
  p_reference text,
  p_player bigint,
  p_metadata jsonb,
  p_at timestamptz,
  OUT transfer_id bigint,
  OUT debit_balance bigint,
  OUT credit_balance bigint
) LANGUAGE plpgsql AS $$
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
    WHERE id = p_debit AND NOT is_house AND balance >= p_amount
    RETURNING balance INTO debit_balance;
  IF debit_balance IS NULL AND EXISTS (SELECT 1 FROM ledger_accounts WHERE id = p_debit AND NOT is_house) THEN
    RAISE EXCEPTION 'insufficient balance on account %', p_debit USING ERRCODE = 'ZY001';
  END IF;
  UPDATE ledger_accounts SET balance = balance + p_amount
    WHERE id = p_credit AND NOT is_house
    RETURNING balance INTO credit_balance;
END
$$;
