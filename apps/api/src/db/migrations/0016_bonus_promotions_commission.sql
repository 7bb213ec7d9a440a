CREATE TABLE "bonus_contributions" (
	"game_type" text PRIMARY KEY NOT NULL,
	"percent" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_contributions_percent_check" CHECK ("bonus_contributions"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "bonus_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"claim_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"close_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "bonus_grants_amount_positive" CHECK ("bonus_grants"."amount" > 0 and "bonus_grants"."required" >= 0 and "bonus_grants"."wagered" >= 0),
	CONSTRAINT "bonus_grants_status_check" CHECK ("bonus_grants"."status" in ('active', 'converted', 'forfeited'))
);
--> statement-breakpoint
CREATE TABLE "promotion_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"deposit_id" bigint,
	"amount" bigint NOT NULL,
	"pay_as" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"percent" integer DEFAULT 0 NOT NULL,
	"cap" bigint,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"code" text,
	"recurrence" text DEFAULT 'once' NOT NULL,
	"pay_as" text DEFAULT 'bonus' NOT NULL,
	"wagering_multiple" integer DEFAULT 1 NOT NULL,
	"expires_days" integer DEFAULT 7 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_offers_kind_check" CHECK ("promotion_offers"."kind" in ('deposit_bonus', 'free_credit', 'cashback')),
	CONSTRAINT "promotion_offers_percent_check" CHECK ("promotion_offers"."percent" between 0 and 1000),
	CONSTRAINT "promotion_offers_multiple_check" CHECK ("promotion_offers"."wagering_multiple" between 0 and 100),
	CONSTRAINT "promotion_offers_expiry_check" CHECK ("promotion_offers"."expires_days" between 1 and 365),
	CONSTRAINT "promotion_offers_amounts_check" CHECK ("promotion_offers"."amount" >= 0 and "promotion_offers"."min_deposit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commission_plans" (
	"agent_id" bigint PRIMARY KEY NOT NULL,
	"basis" text NOT NULL,
	"percent_bp" integer NOT NULL,
	"period" text NOT NULL,
	"carry_forward" boolean DEFAULT true NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commission_plans_basis_check" CHECK ("commission_plans"."basis" in ('ngr', 'turnover')),
	CONSTRAINT "commission_plans_period_check" CHECK ("commission_plans"."period" in ('week', 'month')),
	CONSTRAINT "commission_plans_percent_check" CHECK ("commission_plans"."percent_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "commission_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"basis" text NOT NULL,
	"percent_bp" integer NOT NULL,
	"turnover" bigint NOT NULL,
	"ngr" bigint NOT NULL,
	"carried_in" bigint NOT NULL,
	"carried_out" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"computed_by" text NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commission_statements_amounts_check" CHECK ("commission_statements"."commission" >= 0 and "commission_statements"."carried_in" <= 0 and "commission_statements"."carried_out" <= 0),
	CONSTRAINT "commission_statements_status_check" CHECK ("commission_statements"."status" in ('pending', 'approved'))
);
--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_claim_id_promotion_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."promotion_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotion_offers_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_claim_idx" ON "bonus_grants" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_one_active_idx" ON "bonus_grants" USING btree ("user_id") WHERE "bonus_grants"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bonus_grants_expiry_idx" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_once_idx" ON "promotion_claims" USING btree ("promotion_id","user_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_deposit_idx" ON "promotion_claims" USING btree ("deposit_id") WHERE "promotion_claims"."deposit_id" is not null;--> statement-breakpoint
CREATE INDEX "promotion_claims_created_idx" ON "promotion_claims" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_statements_period_idx" ON "commission_statements" USING btree ("agent_id","period_from");--> statement-breakpoint
-- Every player gets the third account, `bonus`: bonus money waits there until it converts to main or is forfeited.
INSERT INTO ledger_accounts (user_id, code, is_house, created_at)
  SELECT user_id, 'bonus', false, now() FROM ledger_accounts WHERE code = 'main' AND user_id IS NOT NULL
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Wagering, counted where every stake is posted: each stake (game bet or 2D slip) adds its game type's contribution
-- percentage to the player's active bonus grant, and a reversal or refund takes it back. The grant's row is updated
-- in the stake's own transaction, so simultaneous stakes queue on it and exactly one of them sees the requirement met
-- while the grant is still active: that one converts the bonus to main (a reference that posts once, besides).
CREATE OR REPLACE FUNCTION bonus_wagering() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_sign integer := CASE WHEN NEW.kind IN ('game_bet', 'twod_bet') THEN 1 ELSE -1 END;
  v_type text := CASE WHEN NEW.kind LIKE 'twod%' THEN 'twod' ELSE NEW.metadata->>'provider' END;
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
  UPDATE bonus_grants g SET wagered = greatest(0, g.wagered + v_sign * (NEW.amount * v_percent / 100))
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
CREATE TRIGGER ledger_transfers_bonus_wagering AFTER INSERT ON ledger_transfers FOR EACH ROW
  WHEN (NEW.kind IN ('game_bet', 'game_bet_reversal', 'twod_bet', 'twod_refund'))
  EXECUTE FUNCTION bonus_wagering();
--> statement-breakpoint
-- The transfer kinds of bonus money, cashback and commission join the vocabulary.
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind_known";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind_known" CHECK ("ledger_transfers"."kind" in ('deposit', 'withdrawal', 'withdrawal_hold', 'withdrawal_return', 'adjustment', 'exchange_main_to_game', 'exchange_game_to_main', 'game_bet', 'game_win', 'game_bet_reversal', 'game_win_reversal', 'game_adjustment', 'game_debt', 'game_debt_repayment', 'twod_bet', 'twod_win', 'twod_refund', 'bonus_grant', 'bonus_conversion', 'bonus_forfeit', 'cashback', 'commission'));
