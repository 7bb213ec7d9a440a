-- Bonus wagering counts what a player's bets risk, not what they stake. Per round (a 2D draw), what counts is the
-- stake less the least the round pays back whichever result comes: bets that cover each other count only what they
-- can lose. Slips on all hundred 2D numbers of one draw (the small numbers 00-49 and the big 50-99, say) are paid
-- whatever number comes, so only the stake above that payment counts; a slip that leaves a number uncovered risks
-- all of it and counts in full, as before. Our own games (Digit Bet, the Shwe Slot) decide each bet in a round of
-- its own, so each of their stakes is at risk whole and counts in full.
--
-- What a 2D slip counts: its stake less what it adds to the least the player's book on the draw pays. The book is
-- the player's slips on the draw up to this one, in slip order (ids follow posting order: a slip's posting locks
-- the player's main account before its bets are recorded), so the slip counts the same when its draw is voided as
-- when it was placed, and a void takes back exactly that. Negative when the slip completes a cover.
CREATE OR REPLACE FUNCTION twod_slip_wager(p_player bigint, p_draw bigint, p_slip bigint, p_stake bigint)
RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT p_stake
       - CASE WHEN count(*) >= 100 THEN min(through_slip) ELSE 0 END
       + CASE WHEN count(before_slip) >= 100 THEN min(before_slip) ELSE 0 END
  FROM (
    SELECT sum(b.amount * b.odds) AS through_slip,
           sum(b.amount * b.odds) FILTER (WHERE b.slip_id < p_slip) AS before_slip
    FROM twod_bets b
    WHERE b.draw_id = p_draw AND b.user_id = p_player AND b.slip_id <= p_slip
    GROUP BY b.num
  ) book
$$;
--> statement-breakpoint
-- bonus_wagering as in 0016, except that a 2D slip or its refund counts twod_slip_wager rather than its amount,
-- worked out only while the player has a bonus to wager.
CREATE OR REPLACE FUNCTION bonus_wagering() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_sign integer := CASE WHEN NEW.kind IN ('game_bet', 'twod_bet') THEN 1 ELSE -1 END;
  v_type text := CASE WHEN NEW.kind LIKE 'twod%' THEN 'twod' ELSE NEW.metadata->>'provider' END;
  v_amount bigint := NEW.amount;
  v_slip bigint;
  v_percent integer;
  v_grant record;
  v_bonus bigint;
  v_main bigint;
BEGIN
  IF NEW.player_id IS NULL THEN
    RETURN NULL;
  END IF;
  -- A product of an aggregator (`<provider>:<product>`) may have its own percentage; otherwise the provider's counts.
  SELECT percent INTO v_percent FROM bonus_contributions
    WHERE game_type IN (v_type, v_type || ':' || coalesce(NEW.metadata->>'product', ''))
    ORDER BY length(game_type) DESC LIMIT 1;
  IF coalesce(v_percent, 0) = 0 THEN
    RETURN NULL;
  END IF;
  IF v_type = 'twod' AND EXISTS (SELECT 1 FROM bonus_grants WHERE user_id = NEW.player_id AND status = 'active') THEN
    -- A slip's posting names it by its number, a refund by its id.
    v_slip := CASE WHEN NEW.kind = 'twod_bet'
                   THEN (SELECT id FROM twod_slips WHERE slip_no = NEW.metadata->>'slip')
                   ELSE (NEW.metadata->>'slip')::bigint END;
    v_amount := twod_slip_wager(NEW.player_id, (NEW.metadata->>'draw')::bigint, v_slip, NEW.amount);
  END IF;
  UPDATE bonus_grants g SET wagered = greatest(0, g.wagered + v_sign * (v_amount * v_percent / 100))
    WHERE g.user_id = NEW.player_id AND g.status = 'active' AND g.expires_at > NEW.created_at
    RETURNING g.id, g.amount, g.required, g.wagered INTO v_grant;
  IF v_grant.id IS NULL OR v_grant.wagered < v_grant.required THEN
    RETURN NULL;
  END IF;
  UPDATE bonus_grants SET status = 'converted', close_reason = 'wagered', closed_at = NEW.created_at
    WHERE id = v_grant.id;
  SELECT id INTO v_bonus FROM ledger_accounts WHERE user_id = NEW.player_id AND code = 'bonus';
  SELECT id INTO v_main FROM ledger_accounts WHERE user_id = NEW.player_id AND code = 'main';
  PERFORM ledger_post(v_bonus, v_main, v_grant.amount, 'bonus_conversion', 'bonus:' || v_grant.id || ':convert',
    NEW.player_id, jsonb_build_object('grant', v_grant.id, 'stake', NEW.reference), NEW.created_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER ledger_transfers_bonus_wagering ON ledger_transfers;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_bonus_wagering AFTER INSERT ON ledger_transfers FOR EACH ROW
  WHEN (NEW.kind IN ('game_bet', 'game_bet_reversal'))
  EXECUTE FUNCTION bonus_wagering();
--> statement-breakpoint
-- A 2D slip's stake posts before its bets are recorded, in the same transaction: its wagering is counted when that
-- transaction commits, when the bets are there to say what the slip covers.
CREATE CONSTRAINT TRIGGER ledger_transfers_twod_wagering AFTER INSERT ON ledger_transfers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.kind IN ('twod_bet', 'twod_refund'))
  EXECUTE FUNCTION bonus_wagering();
