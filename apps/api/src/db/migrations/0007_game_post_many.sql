-- Several game moves of one player in one statement and one commit, in order: while one posting of a player is in
-- flight the server queues that player's next ones and sends them together (see platform/game-wallet.ts), so a
-- player with many simultaneous bets costs one row lock and one commit per batch instead of a queue of waiters on the
-- row. A move the balance does not cover fails alone and the others still post.
CREATE OR REPLACE FUNCTION game_post_many(p_moves jsonb)
RETURNS TABLE (posted boolean, balance bigint, insufficient boolean)
LANGUAGE plpgsql AS $$
DECLARE
  m jsonb;
  r record;
BEGIN
  FOR m IN SELECT value FROM jsonb_array_elements(p_moves) LOOP
    SELECT * INTO r FROM game_post(
      (m->>'userId')::bigint, m->>'houseCode', (m->>'amount')::bigint, m->>'kind', m->>'reference',
      m->>'provider', m->>'gameCode', m->>'productCode', m->>'roundCode', (m->>'stake')::bigint,
      (m->>'win')::bigint, (m->>'settles')::boolean, m->'metadata', (m->>'at')::timestamptz);
    posted := r.posted;
    balance := r.balance;
    insufficient := r.insufficient;
    RETURN NEXT;
  END LOOP;
END
$$;
