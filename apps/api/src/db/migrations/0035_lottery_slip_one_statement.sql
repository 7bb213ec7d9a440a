-- A 2D or 3D slip in one statement (issue 35): the stake posted, the slip and its bets recorded, the player's limit
-- and each number's break limit checked, in one round trip instead of six in a transaction. A slip is all or nothing:
-- anything refused raises, and the statement leaves nothing behind.
--
-- `p` holds: game ('twod' or 'threed', its tables' prefix), userId, drawId, slipNo, total, kind, house, reference,
-- metadata, at, nums and amounts (one per bet, in the slip's order), permKeys (3D only), odds, toteOdds (3D only),
-- breakLimit, playerLimit (null: none), closed (numbers the settings close, refused with those over the limit),
-- protectionChecked.
--
-- Answers one row:
--   guarded       the player set protection and it was not checked: the server places the slip in a transaction
--                 that checks it first (platform/protection/guard.ts) and sends it again there, marked checked
--   draw_changed  the draw no longer takes bets at `at` (closed, entered, settled or void meanwhile): nothing moved
--   placed        `slip` and `bets` as to_json writes their rows
-- Raises ZY001 (ledger_post) when the main balance does not cover the total: a slip it cannot pay is refused for that
-- first. Raises ZY002 with the refused numbers in DETAIL (comma-separated, in number order): closed and over the break
-- limit together, or else those over the player's limit.
--
-- Each statement of a plpgsql function sees what committed before it began, so a second slip of the same player,
-- which waited for the first on the balance row, counts the first slip's bets against the player's limit. The number
-- totals are taken last and in number order: slips of a draw queue on the numbers they share from there to the commit.
--
-- The two games' statements are written out, not built with EXECUTE: a statement built at run time is planned on every
-- call, and the four of a slip cost PostgreSQL more CPU than the round trips they replaced (measured with the bench).
CREATE OR REPLACE FUNCTION lottery_place_slip(p jsonb)
RETURNS TABLE (status text, slip json, bets json)
LANGUAGE plpgsql AS $$
DECLARE
  v_twod boolean := p->>'game' = 'twod';
  v_user bigint := (p->>'userId')::bigint;
  v_draw bigint := (p->>'drawId')::bigint;
  v_at timestamptz := (p->>'at')::timestamptz;
  v_total bigint := (p->>'total')::bigint;
  v_nums text[] := ARRAY(SELECT jsonb_array_elements_text(p->'nums'));
  v_amounts bigint[] := ARRAY(SELECT jsonb_array_elements_text(p->'amounts')::bigint);
  v_perm_keys text[] := ARRAY(SELECT jsonb_array_elements_text(coalesce(p->'permKeys', '[]')));
  v_odds integer := (p->>'odds')::integer;
  v_limit bigint := (p->>'breakLimit')::bigint;
  v_player_limit bigint := (p->>'playerLimit')::bigint;
  v_closed text[] := ARRAY(SELECT jsonb_array_elements_text(coalesce(p->'closed', '[]')));
  v_open boolean;
  v_posted record;
  v_slip_id bigint;
  v_taken text[];
  v_over_player text[];
  v_refused text[];
BEGIN
  IF p->>'game' NOT IN ('twod', 'threed') THEN
    RAISE EXCEPTION 'lottery_place_slip: no game %', p->>'game';
  END IF;
  IF NOT coalesce((p->>'protectionChecked')::boolean, false)
     AND EXISTS (SELECT 1 FROM player_protection pp WHERE pp.user_id = v_user) THEN
    status := 'guarded';
    RETURN NEXT;
    RETURN;
  END IF;
  IF v_twod THEN
    v_open := EXISTS (SELECT 1 FROM twod_draws d WHERE d.id = v_draw AND d.status = 'open' AND d.closes_at > v_at);
  ELSE
    v_open := EXISTS (SELECT 1 FROM threed_draws d WHERE d.id = v_draw AND d.status = 'open' AND d.closes_at > v_at);
  END IF;
  IF NOT v_open THEN
    status := 'draw_changed';
    RETURN NEXT;
    RETURN;
  END IF;

  SELECT * INTO v_posted FROM ledger_post(
    (SELECT a.id FROM ledger_accounts a WHERE a.user_id = v_user AND a.code = 'main'),
    house_account(p->>'house', v_at), v_total, p->>'kind', p->>'reference', v_user, p->'metadata', v_at);
  IF v_posted.transfer_id IS NULL THEN
    RAISE EXCEPTION 'slip number % was used before', p->>'slipNo';
  END IF;

  IF v_twod THEN
    INSERT INTO twod_slips AS s (slip_no, user_id, draw_id, total, before_balance, after_balance, created_at)
      VALUES (p->>'slipNo', v_user, v_draw, v_total, v_posted.debit_balance + v_total, v_posted.debit_balance, v_at)
      RETURNING s.id, to_json(s) INTO v_slip_id, slip;
    WITH b AS (
      INSERT INTO twod_bets (slip_id, draw_id, user_id, num, amount, odds)
      SELECT v_slip_id, v_draw, v_user, s.num, s.amount, v_odds
      FROM unnest(v_nums, v_amounts) WITH ORDINALITY AS s(num, amount, at) ORDER BY s.at
      RETURNING *)
    SELECT json_agg(to_json(b) ORDER BY b.id) INTO bets FROM b;
    -- Numbers this slip would take past the player's limit (their earlier slips of the draw, not this one).
    IF v_player_limit IS NOT NULL THEN
      SELECT array_agg(DISTINCT s.num ORDER BY s.num) INTO v_over_player
      FROM unnest(v_nums, v_amounts) AS s(num, amount)
      WHERE s.amount + coalesce((SELECT sum(b.amount) FROM twod_bets b WHERE b.draw_id = v_draw
                                   AND b.user_id = v_user AND b.num = s.num AND b.slip_id <> v_slip_id), 0)
            > v_player_limit;
    END IF;
    -- Each number's total of the draw, only while it stays within the break limit; a number seen first by this slip
    -- is inserted whatever its amount, and its total tells whether it fits.
    WITH t AS (
      INSERT INTO twod_number_totals AS t (draw_id, num, staked)
      SELECT v_draw, s.num, s.staked FROM unnest(v_nums, v_amounts) AS s(num, staked) ORDER BY s.num COLLATE "C"
      ON CONFLICT (draw_id, num) DO UPDATE SET staked = t.staked + excluded.staked
        WHERE t.staked + excluded.staked <= v_limit
      RETURNING t.num, t.staked)
    SELECT array_agg(t.num) INTO v_taken FROM t WHERE t.staked <= v_limit;
  ELSE
    INSERT INTO threed_slips AS s (slip_no, user_id, draw_id, total, before_balance, after_balance, created_at)
      VALUES (p->>'slipNo', v_user, v_draw, v_total, v_posted.debit_balance + v_total, v_posted.debit_balance, v_at)
      RETURNING s.id, to_json(s) INTO v_slip_id, slip;
    WITH b AS (
      INSERT INTO threed_bets (slip_id, draw_id, user_id, num, perm_key, amount, odds, tote_odds)
      SELECT v_slip_id, v_draw, v_user, s.num, s.perm_key, s.amount, v_odds, (p->>'toteOdds')::integer
      FROM unnest(v_nums, v_perm_keys, v_amounts) WITH ORDINALITY AS s(num, perm_key, amount, at) ORDER BY s.at
      RETURNING *)
    SELECT json_agg(to_json(b) ORDER BY b.id) INTO bets FROM b;
    IF v_player_limit IS NOT NULL THEN
      SELECT array_agg(DISTINCT s.num ORDER BY s.num) INTO v_over_player
      FROM unnest(v_nums, v_amounts) AS s(num, amount)
      WHERE s.amount + coalesce((SELECT sum(b.amount) FROM threed_bets b WHERE b.draw_id = v_draw
                                   AND b.user_id = v_user AND b.num = s.num AND b.slip_id <> v_slip_id), 0)
            > v_player_limit;
    END IF;
    WITH t AS (
      INSERT INTO threed_number_totals AS t (draw_id, num, staked)
      SELECT v_draw, s.num, s.staked FROM unnest(v_nums, v_amounts) AS s(num, staked) ORDER BY s.num COLLATE "C"
      ON CONFLICT (draw_id, num) DO UPDATE SET staked = t.staked + excluded.staked
        WHERE t.staked + excluded.staked <= v_limit
      RETURNING t.num, t.staked)
    SELECT array_agg(t.num) INTO v_taken FROM t WHERE t.staked <= v_limit;
  END IF;

  -- Refused: the numbers closed or past the break limit; else those past the player's limit.
  SELECT array_agg(DISTINCT n ORDER BY n) INTO v_refused
  FROM unnest(v_nums || v_closed) AS n
  WHERE n = ANY (v_closed) OR NOT n = ANY (coalesce(v_taken, '{}'));
  v_refused := coalesce(v_refused, v_over_player);
  IF cardinality(v_refused) > 0 THEN
    RAISE EXCEPTION 'numbers refused' USING ERRCODE = 'ZY002', DETAIL = array_to_string(v_refused, ',');
  END IF;
  status := 'placed';
  RETURN NEXT;
END
$$;
