CREATE TABLE "twod_result_chain" (
	"seq" integer PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"draw_date" date NOT NULL,
	"time_id" smallint NOT NULL,
	"result" text NOT NULL,
	"set" text NOT NULL,
	"value" text NOT NULL,
	"source" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"read_by" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "twod_result_chain_draw_id_unique" UNIQUE("draw_id"),
	CONSTRAINT "twod_result_chain_hash_unique" UNIQUE("hash"),
	CONSTRAINT "twod_result_chain_result" CHECK ("twod_result_chain"."result" ~ '^[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "threed_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slip_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"num" text NOT NULL,
	"perm_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"odds" integer NOT NULL,
	"tote_odds" integer,
	"result" text DEFAULT 'pending' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "threed_bets_amount" CHECK ("threed_bets"."amount" > 0 and "threed_bets"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "threed_calendar" (
	"date" date PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "threed_calendar_kind" CHECK ("threed_calendar"."kind" in ('skip', 'extra'))
);
--> statement-breakpoint
CREATE TABLE "threed_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_date" date NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" text,
	"first_prize" text,
	"result_source" text,
	"result_entered_at" timestamp with time zone,
	"result_entered_by" bigint,
	"confirmed_by" bigint,
	"settled_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "threed_draws_status" CHECK ("threed_draws"."status" in ('open', 'result_entered', 'settled', 'void')),
	CONSTRAINT "threed_draws_result" CHECK ("threed_draws"."result" is null or "threed_draws"."result" ~ '^[0-9]{3}$'),
	CONSTRAINT "threed_draws_follows" CHECK ("threed_draws"."result" is null or ("threed_draws"."first_prize" ~ '^[0-9]{6}$' and right("threed_draws"."first_prize", 3) = "threed_draws"."result")),
	CONSTRAINT "threed_draws_two_people" CHECK ("threed_draws"."confirmed_by" is null or "threed_draws"."result_entered_by" is null or "threed_draws"."confirmed_by" <> "threed_draws"."result_entered_by")
);
--> statement-breakpoint
CREATE TABLE "threed_number_totals" (
	"draw_id" bigint NOT NULL,
	"num" text NOT NULL,
	"staked" bigint NOT NULL,
	CONSTRAINT "threed_number_totals_draw_id_num_pk" PRIMARY KEY("draw_id","num"),
	CONSTRAINT "threed_number_totals_staked" CHECK ("threed_number_totals"."staked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "threed_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"break_limit" bigint NOT NULL,
	"player_limit" bigint,
	"odds" integer NOT NULL,
	"tote_odds" integer,
	"close_minutes" integer NOT NULL,
	"closed_numbers" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "threed_settings_single_row" CHECK ("threed_settings"."id" = 1),
	CONSTRAINT "threed_settings_positive" CHECK ("threed_settings"."break_limit" > 0 and "threed_settings"."odds" > 0 and "threed_settings"."close_minutes" >= 0 and ("threed_settings"."tote_odds" is null or "threed_settings"."tote_odds" > 0))
);
--> statement-breakpoint
CREATE TABLE "threed_slips" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slip_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"total" bigint NOT NULL,
	"before_balance" bigint NOT NULL,
	"after_balance" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "threed_slips_slip_no_unique" UNIQUE("slip_no"),
	CONSTRAINT "threed_slips_status" CHECK ("threed_slips"."status" in ('pending', 'completed', 'void'))
);
--> statement-breakpoint
ALTER TABLE "twod_result_chain" ADD CONSTRAINT "twod_result_chain_draw_id_twod_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."twod_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threed_bets" ADD CONSTRAINT "threed_bets_slip_id_threed_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."threed_slips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threed_bets" ADD CONSTRAINT "threed_bets_draw_id_threed_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."threed_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threed_bets" ADD CONSTRAINT "threed_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threed_draws" ADD CONSTRAINT "threed_draws_result_entered_by_users_id_fk" FOREIGN KEY ("result_entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threed_draws" ADD CONSTRAINT "threed_draws_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threed_number_totals" ADD CONSTRAINT "threed_number_totals_draw_id_threed_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."threed_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threed_slips" ADD CONSTRAINT "threed_slips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threed_slips" ADD CONSTRAINT "threed_slips_draw_id_threed_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."threed_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "threed_bets_slip_idx" ON "threed_bets" USING btree ("slip_id");--> statement-breakpoint
CREATE INDEX "threed_bets_draw_num_idx" ON "threed_bets" USING btree ("draw_id","num");--> statement-breakpoint
CREATE INDEX "threed_bets_draw_perm_idx" ON "threed_bets" USING btree ("draw_id","perm_key");--> statement-breakpoint
CREATE INDEX "threed_bets_draw_user_idx" ON "threed_bets" USING btree ("draw_id","user_id","num");--> statement-breakpoint
CREATE UNIQUE INDEX "threed_draws_date_idx" ON "threed_draws" USING btree ("draw_date");--> statement-breakpoint
CREATE INDEX "threed_slips_user_idx" ON "threed_slips" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "threed_slips_draw_idx" ON "threed_slips" USING btree ("draw_id");--> statement-breakpoint
INSERT INTO "threed_settings" ("id", "break_limit", "player_limit", "odds", "tote_odds", "close_minutes", "updated_at")
VALUES (1, 500000, NULL, 500, NULL, 60, now()) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The transfer kinds of 3D slips join the vocabulary.
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind_known";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind_known" CHECK ("ledger_transfers"."kind" in ('deposit', 'withdrawal', 'withdrawal_hold', 'withdrawal_return', 'adjustment', 'exchange_main_to_game', 'exchange_game_to_main', 'game_bet', 'game_win', 'game_bet_reversal', 'game_win_reversal', 'game_adjustment', 'game_debt', 'game_debt_repayment', 'twod_bet', 'twod_win', 'twod_refund', 'threed_bet', 'threed_win', 'threed_refund', 'bonus_grant', 'bonus_conversion', 'bonus_forfeit', 'cashback', 'commission'));
