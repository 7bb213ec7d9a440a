-- Bonus wagering: each stake adds its game's contribution percentage to the player's active bonus grant (a 2D slip only
-- what it risks: twod_slip_wager, its stake less what it adds to the least the player's book on the draw pays back), a
-- reversal or refund takes it back, and the stake that meets the requirement converts the bonus to main.
--
-- What runs today, as the migrations leave it. Written by `npm run db:sql` from a migrated database: do not
-- edit. Change it in a new migration, then run `npm run db:sql`; `npm run db:check` fails until you do.
--
-- function bonus_wagering: last defined in migration 0032_cheaper_postings
-- function twod_slip_wager: last defined in migration 0026_twod_wagering_counts_risk
-- trigger ledger_transfers_bonus_wagering: last defined in migration 0027_lottery_wagering_from_vocabulary
-- trigger ledger_transfers_twod_wagering: last defined in migration 0026_twod_wagering_counts_risk

CREATE OR REPLACE FUNCTION public.bonus_wagering()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION public.twod_slip_wager(p_player bigint, p_draw bigint, p_slip bigint, p_stake bigint)
 RETURNS bigint
 LANGUAGE sql
 STABLE
AS $function$
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
$function$;

CREATE TRIGGER ledger_transfers_bonus_wagering AFTER INSERT ON public.ledger_transfers FOR EACH ROW WHEN ((new.kind = ANY (ARRAY['game_bet'::text, 'game_bet_reversal'::text, 'threed_bet'::text, 'threed_refund'::text]))) EXECUTE FUNCTION bonus_wagering();

CREATE CONSTRAINT TRIGGER ledger_transfers_twod_wagering AFTER INSERT ON public.ledger_transfers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((new.kind = ANY (ARRAY['twod_bet'::text, 'twod_refund'::text]))) EXECUTE FUNCTION bonus_wagering();
