DROP FUNCTION game_post_many(jsonb);
--> statement-breakpoint
-- game_post_many as in 0013, and a move may ask that its round be the player's already (`needsRound`): a settlement,
-- rollback or refund of a round the player never bet in answers no_round and moves nothing. A provider's settlement
-- then goes through the player's lane in one statement like a bet (platform/game-wallet.ts), instead of a transaction
-- of its own that reads the round, then waits on the player's balance row behind the lane's batch.
CREATE FUNCTION game_post_many(p_moves jsonb)
RETURNS TABLE (posted boolean, balance bigint, insufficient boolean, before_balance bigint, no_round boolean)
LANGUAGE plpgsql AS $$
DECLARE
  m jsonb;
  r record;
BEGIN
  FOR m IN SELECT value FROM jsonb_array_elements(p_moves) LOOP
    no_round := coalesce((m->>'needsRound')::boolean, false) AND NOT EXISTS (
      SELECT 1 FROM game_rounds g
        WHERE g.provider = m->>'provider' AND g.round_code = m->>'roundCode' AND g.user_id = (m->>'userId')::bigint);
    IF no_round THEN
      posted := false;
      balance := NULL;
      insufficient := false;
      before_balance := NULL;
      RETURN NEXT;
      CONTINUE;
    END IF;
    SELECT * INTO r FROM game_post(
      (m->>'userId')::bigint, m->>'houseCode', (m->>'amount')::bigint, m->>'kind', m->>'reference',
      m->>'provider', m->>'gameCode', m->>'productCode', m->>'roundCode', (m->>'stake')::bigint,
      (m->>'win')::bigint, (m->>'settles')::boolean, coalesce((m->>'force')::boolean, false), m->>'bonusCode',
      m->'metadata', (m->>'at')::timestamptz);
    posted := r.posted;
    balance := r.balance;
    insufficient := r.insufficient;
    before_balance := r.before_balance;
    RETURN NEXT;
  END LOOP;
END
$$;
