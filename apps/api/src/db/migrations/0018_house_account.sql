-- The id of a house account, opened on first use (as game_post opens a provider's). A posting names its house account
-- by code and this resolves it inside the posting statement, instead of a lookup of its own before every posting.
CREATE FUNCTION house_account(p_code text, p_at timestamptz) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts WHERE code = p_code AND user_id IS NULL;
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (code, is_house, created_at) VALUES (p_code, true, p_at)
      ON CONFLICT (code) WHERE user_id IS NULL DO NOTHING;
    SELECT id INTO v_id FROM ledger_accounts WHERE code = p_code AND user_id IS NULL;
  END IF;
  RETURN v_id;
END
$$;
