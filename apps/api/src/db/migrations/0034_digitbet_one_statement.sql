-- A Digit Bet round in one statement (issue 35): the server rolls for the nonce it expects the player's seed pair to
-- be at, and this statement checks that nonce, posts the stake and the win, records the round and reads the history
-- the reply lists. Rounds of different players that arrive together share one statement and one commit (group
-- commit); each is answered on its own, and nothing of a round that is not played is kept.
--
-- Answers per round, in order:
--   guarded       the player set protection (limits, a break, a reality check): the server plays the round in a
--                 transaction that checks it first (platform/protection/guard.ts, where its rules live) and sends
--                 it again there, marked `protectionChecked`
--   stale         the pair is not at that nonce any more (another round, a new pair): the server rolls again
--   insufficient  the game balance does not cover the stake
--   played        posted; `balance` is the game balance after it, `history` the player's latest rounds, newest first
--
-- The pair's row is locked before the game account, as the transaction path takes them.
CREATE OR REPLACE FUNCTION digitbet_play_many(p_rounds jsonb)
RETURNS TABLE (status text, balance bigint, history json)
LANGUAGE plpgsql AS $$
DECLARE
  v jsonb;
  v_user bigint;
  v_seed bigint;
  v_nonce integer;
  v_posted record;
  v_hash text;
  v_client text;
BEGIN
  FOR v IN SELECT value FROM jsonb_array_elements(p_rounds) LOOP
    v_user := (v->>'userId')::bigint;
    v_seed := (v->>'seedId')::bigint;
    v_nonce := (v->>'nonce')::integer;
    balance := NULL;
    history := NULL;
    IF NOT coalesce((v->>'protectionChecked')::boolean, false)
       AND EXISTS (SELECT 1 FROM player_protection p WHERE p.user_id = v_user) THEN
      status := 'guarded';
      RETURN NEXT;
      CONTINUE;
    END IF;
    SELECT s.server_seed_hash, s.client_seed INTO v_hash, v_client FROM digitbet_seeds s
      WHERE s.id = v_seed AND s.user_id = v_user AND s.active AND s.next_nonce = v_nonce FOR UPDATE;
    IF NOT FOUND THEN
      status := 'stale';
      RETURN NEXT;
      CONTINUE;
    END IF;
    SELECT * INTO v_posted FROM game_post_many(jsonb_build_array(v->'moves'->0));
    IF NOT v_posted.posted THEN
      -- A stake already posted under this round's reference cannot happen for a nonce not yet taken; were it so,
      -- the round is rolled again rather than paid twice.
      status := CASE WHEN v_posted.insufficient THEN 'insufficient' ELSE 'stale' END;
      RETURN NEXT;
      CONTINUE;
    END IF;
    -- The win, when the round pays: a round that pays nothing was closed by its stake.
    IF jsonb_array_length(v->'moves') > 1 THEN
      SELECT * INTO v_posted FROM game_post_many(jsonb_build_array(v->'moves'->1));
    END IF;
    UPDATE digitbet_seeds SET next_nonce = v_nonce + 1 WHERE id = v_seed;
    INSERT INTO digitbet_bets (user_id, seed_id, nonce, bet_type, digit, bet_amount, multiplier, stake, rolled, payout,
                               created_at)
      VALUES (v_user, v_seed, v_nonce, v->>'betType', (v->>'digit')::integer, (v->>'betAmount')::bigint,
              (v->>'multiplier')::integer, (v->>'stakeAmount')::bigint, (v->>'rolled')::integer,
              (v->>'payout')::bigint, (v->>'at')::timestamptz);
    -- json, not jsonb: built once and sent, it is never read here, and jsonb's parse made it the costliest step.
    SELECT coalesce(json_agg(h.round ORDER BY h.id DESC), '[]'::json) INTO history FROM (
      SELECT b.id, json_build_object(
               'id', b.id, 'userId', b.user_id, 'seedId', b.seed_id, 'nonce', b.nonce, 'betType', b.bet_type,
               'digit', b.digit, 'betAmount', b.bet_amount, 'multiplier', b.multiplier, 'stake', b.stake,
               'rolled', b.rolled, 'payout', b.payout, 'createdAt', b.created_at,
               -- Most of the rounds listed are of the pair in play, read above: only older pairs are looked up.
               'serverSeedHash', CASE WHEN b.seed_id = v_seed THEN v_hash
                                      ELSE (SELECT s.server_seed_hash FROM digitbet_seeds s WHERE s.id = b.seed_id) END,
               'clientSeed', CASE WHEN b.seed_id = v_seed THEN v_client
                                  ELSE (SELECT s.client_seed FROM digitbet_seeds s WHERE s.id = b.seed_id) END) AS round
      FROM digitbet_bets b
      WHERE b.user_id = v_user ORDER BY b.id DESC LIMIT (v->>'historyLength')::integer) h;
    status := 'played';
    balance := v_posted.balance;
    RETURN NEXT;
  END LOOP;
END
$$;
