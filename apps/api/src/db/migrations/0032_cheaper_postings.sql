-- Cheaper postings (issue 35): what every posting paid for without a query that needs it.
--
-- The period indexes of the ledger and the game rounds (created_at, started_at) become block range indexes: both
-- tables are written in time order and never change those columns, so a period's pages are found as before, while an
-- insert into a range not yet summarized writes nothing to the index (a b-tree wrote an entry and its WAL each time).
-- The round index of the ledger keeps only bets: its one reader (push bet data) asks for game_bet alone, and a win
-- no longer pays for an entry. The settled index of the rounds leaves open rounds out: reconciliation asks only for
-- rounds settled in a window, and a bet that opens a round no longer writes an entry there.
--
-- Bonus wagering asks first whether the player has an active grant (bonus_grants_one_active_idx): most stakes are of
-- players with none, and they now cost that one look-up instead of the contribution's select and an update that
-- matched nothing (a 2D slip at commit: three statements). With a grant, it counts exactly as before.
DROP INDEX "ledger_transfers_created_idx";--> statement-breakpoint
DROP INDEX "ledger_transfers_game_round_idx";--> statement-breakpoint
DROP INDEX "game_rounds_started_idx";--> statement-breakpoint
DROP INDEX "game_rounds_settled_idx";--> statement-breakpoint
CREATE INDEX "ledger_transfers_created_idx" ON "ledger_transfers" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_game_round_idx" ON "ledger_transfers" USING btree ("player_id",("metadata"->>'round')) WHERE "ledger_transfers"."kind" in ('game_bet');--> statement-breakpoint
CREATE INDEX "game_rounds_started_idx" ON "game_rounds" USING brin ("started_at");--> statement-breakpoint
CREATE INDEX "game_rounds_settled_idx" ON "game_rounds" USING btree ("provider","settled_at") WHERE "game_rounds"."settled_at" is not null;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bonus_wagering() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_sign integer := CASE WHEN NEW.kind IN ('game_bet', 'twod_bet', 'threed_bet') THEN 1 ELSE -1 END;
  v_type text := CASE WHEN NEW.kind IN ('twod_bet', 'twod_refund') THEN 'twod'
                      WHEN NEW.kind IN ('threed_bet', 'threed_refund') THEN 'threed'
                      ELSE NEW.metadata->>'provider' END;
  v_amount bigint := NEW.amount;
  v_slip bigint;
  v_percent integer;
  v_grant record;
  v_bonus bigint;
  v_main bigint;
BEGIN
  IF NEW.player_id IS NULL
     OR NOT EXISTS (SELECT 1 FROM bonus_grants WHERE user_id = NEW.player_id AND status = 'active') THEN
    RETURN NULL;
  END IF;
  -- The most particular game type set: a product of an aggregator, its provider; 3D, then the lottery's 2D.
  SELECT percent INTO v_percent FROM bonus_contributions
    WHERE game_type IN (v_type, v_type || ':' || coalesce(NEW.metadata->>'product', ''),
                        CASE WHEN v_type = 'threed' THEN 'twod' END)
    ORDER BY length(game_type) DESC LIMIT 1;
  IF coalesce(v_percent, 0) = 0 THEN
    RETURN NULL;
  END IF;
  IF v_type = 'twod' THEN
    -- A slip's posting names it by its number, a refund by its id.
    v_slip := CASE WHEN NEW.kind IN ('twod_bet')
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
