-- Bonus wagering counts every stake of the transfer vocabulary (packages/contract/src/transfer-kinds.ts): 3D slips
-- now count as 2D slips and game rounds do. Until now the trigger named 2D's kinds and matched `twod%`, so a 3D stake
-- counted nothing. The kind lists below are the vocabulary's (WAGERING_KINDS and its two parts, STAKE_KINDS, the 2D
-- stake); platform/ledger/kind-literals.test.ts compares them with it, so the two cannot drift.
--
-- What a kind counts toward: its game's contribution (bonus_contributions.game_type): `twod`, `threed`, or the
-- provider a game move names (`<provider>:<product>` first). 3D counts at its own percentage or, while none is set,
-- at 2D's: the lottery's. 2D keeps 0026's rule: a slip counts what it risks, at commit. A 3D slip counts its whole
-- stake as it posts, and a voided draw's refund takes back exactly that.
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
  IF NEW.player_id IS NULL THEN
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
  IF v_type = 'twod' AND EXISTS (SELECT 1 FROM bonus_grants WHERE user_id = NEW.player_id AND status = 'active') THEN
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
--> statement-breakpoint
DROP TRIGGER ledger_transfers_bonus_wagering ON ledger_transfers;
--> statement-breakpoint
-- Every stake and its return but 2D's, as it posts (2D's, at commit: ledger_transfers_twod_wagering, 0026).
CREATE TRIGGER ledger_transfers_bonus_wagering AFTER INSERT ON ledger_transfers FOR EACH ROW
  WHEN (NEW.kind IN ('game_bet', 'game_bet_reversal', 'threed_bet', 'threed_refund'))
  EXECUTE FUNCTION bonus_wagering();
