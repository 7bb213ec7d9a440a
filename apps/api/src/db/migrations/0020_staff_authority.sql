CREATE TABLE "account_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_links_purpose_check" CHECK ("account_links"."purpose" in ('setup', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"requested_by" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "second_factors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"totp_secret" text,
	"totp_last_step" bigint,
	"credential_id" text,
	"public_key" text,
	"counter" bigint,
	"transports" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "second_factors_credential_id_unique" UNIQUE("credential_id"),
	CONSTRAINT "second_factors_kind_check" CHECK ("second_factors"."kind" in ('totp', 'passkey')),
	CONSTRAINT "second_factors_shape_check" CHECK (("second_factors"."kind" = 'totp' and "second_factors"."totp_secret" is not null) or ("second_factors"."kind" = 'passkey' and "second_factors"."credential_id" is not null and "second_factors"."public_key" is not null))
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_phone" text NOT NULL,
	"purpose" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"amount" bigint,
	"payload" jsonb NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" bigint NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"result" jsonb,
	CONSTRAINT "staff_requests_status_check" CHECK ("staff_requests"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "staff_requests_two_people" CHECK ("staff_requests"."status" in ('pending', 'cancelled') or "staff_requests"."decided_by" <> "staff_requests"."requested_by")
);
--> statement-breakpoint
CREATE TABLE "staff_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"deposit_above" bigint NOT NULL,
	"withdrawal_above" bigint NOT NULL,
	"adjustment_above" bigint NOT NULL,
	"commission_above" bigint NOT NULL,
	"offer_above" bigint NOT NULL,
	"free_credit_min_wagering" integer NOT NULL,
	"commission_max_ngr_bp" integer NOT NULL,
	"commission_max_turnover_bp" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_rules_one_row" CHECK ("staff_rules"."id" = 1),
	CONSTRAINT "staff_rules_amounts_check" CHECK ("staff_rules"."deposit_above" >= 0 and "staff_rules"."withdrawal_above" >= 0 and "staff_rules"."adjustment_above" >= 0 and "staff_rules"."commission_above" >= 0 and "staff_rules"."offer_above" >= 0),
	CONSTRAINT "staff_rules_wagering_floor" CHECK ("staff_rules"."free_credit_min_wagering" between 1 and 100),
	CONSTRAINT "staff_rules_commission_caps" CHECK ("staff_rules"."commission_max_ngr_bp" between 0 and 10000 and "staff_rules"."commission_max_turnover_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "factor_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "pending_factor" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "created_by" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "second_person_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "second_factor_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "twod_draws" ADD COLUMN "feed_set" text;--> statement-breakpoint
ALTER TABLE "twod_draws" ADD COLUMN "feed_value" text;--> statement-breakpoint
ALTER TABLE "twod_draws" ADD COLUMN "feed_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "twod_draws" ADD COLUMN "feed_override_reason" text;--> statement-breakpoint
ALTER TABLE "twod_result_chain" ADD COLUMN "recipe" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "twod_result_chain" ADD COLUMN "feed_match" text;--> statement-breakpoint
ALTER TABLE "twod_result_chain" ADD COLUMN "entered_role" text;--> statement-breakpoint
ALTER TABLE "twod_result_chain" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "twod_result_chain" ADD COLUMN "confirmed_role" text;--> statement-breakpoint
ALTER TABLE "promotion_offers" ADD COLUMN "budget_day" bigint DEFAULT 100000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_offers" ALTER COLUMN "budget_day" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "promotion_offers" ADD COLUMN "budget_total" bigint DEFAULT 1000000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_offers" ALTER COLUMN "budget_total" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD COLUMN "first_approved_by" bigint;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_requests" ADD CONSTRAINT "staff_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_requests" ADD CONSTRAINT "staff_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_links_user_idx" ON "account_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_codes_user_idx" ON "password_reset_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_user_code_idx" ON "recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE INDEX "second_factors_user_idx" ON "second_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_requests_pending_idx" ON "staff_requests" USING btree ("id") WHERE "staff_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "staff_requests_target_idx" ON "staff_requests" USING btree ("target_type","target_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_first_approved_by_users_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_offers" ADD CONSTRAINT "promotion_offers_budget_check" CHECK ("promotion_offers"."budget_day" > 0 and "promotion_offers"."budget_total" >= "promotion_offers"."budget_day");--> statement-breakpoint
-- Staff accounts that exist before this migration are the root of trust: their approvals count at once.
UPDATE "users" SET "second_person_from" = "created_at" WHERE "role" in ('operator', 'admin', 'agent');--> statement-breakpoint
-- The approval rules start as: two people above 100,000 Ks of deposits, of withdrawals and of commission, and above
-- 10,000 Ks of adjustments, per player per day; a promotion paying over 10,000 Ks a claim waits for a second admin;
-- free credit wagers at least 3 times; commission plans at most 50 % of NGR or 1 % of turnover.
INSERT INTO "staff_rules" ("id", "deposit_above", "withdrawal_above", "adjustment_above", "commission_above", "offer_above", "free_credit_min_wagering", "commission_max_ngr_bp", "commission_max_turnover_bp", "updated_at")
VALUES (1, 10000000, 10000000, 1000000, 10000000, 1000000, 3, 5000, 100, now());
