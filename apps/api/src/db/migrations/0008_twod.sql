CREATE TABLE "twod_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slip_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"num" text NOT NULL,
	"amount" bigint NOT NULL,
	"odds" integer NOT NULL,
	"result" text DEFAULT 'pending' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "twod_bets_amount" CHECK ("twod_bets"."amount" > 0 and "twod_bets"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "twod_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_date" date NOT NULL,
	"time_id" smallint NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" text,
	"result_set" text,
	"result_value" text,
	"result_source" text,
	"result_entered_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "twod_draws_status" CHECK ("twod_draws"."status" in ('open', 'result_entered', 'settled', 'void')),
	CONSTRAINT "twod_draws_result" CHECK ("twod_draws"."result" is null or "twod_draws"."result" ~ '^[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "twod_feed_snapshot" (
	"id" integer PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twod_holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twod_informational" (
	"date" date NOT NULL,
	"time" text NOT NULL,
	"modern" text,
	"internet" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "twod_informational_date_time_pk" PRIMARY KEY("date","time")
);
--> statement-breakpoint
CREATE TABLE "twod_number_totals" (
	"draw_id" bigint NOT NULL,
	"num" text NOT NULL,
	"staked" bigint NOT NULL,
	CONSTRAINT "twod_number_totals_draw_id_num_pk" PRIMARY KEY("draw_id","num"),
	CONSTRAINT "twod_number_totals_staked" CHECK ("twod_number_totals"."staked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "twod_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"break_limit" bigint NOT NULL,
	"player_limit" bigint,
	"odds" integer NOT NULL,
	"close_minutes" integer NOT NULL,
	"closed_heads" text[] DEFAULT '{}' NOT NULL,
	"closed_numbers" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "twod_settings_single_row" CHECK ("twod_settings"."id" = 1),
	CONSTRAINT "twod_settings_positive" CHECK ("twod_settings"."break_limit" > 0 and "twod_settings"."odds" > 0 and "twod_settings"."close_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "twod_slips" (
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
	CONSTRAINT "twod_slips_slip_no_unique" UNIQUE("slip_no"),
	CONSTRAINT "twod_slips_status" CHECK ("twod_slips"."status" in ('pending', 'completed', 'void'))
);
--> statement-breakpoint
ALTER TABLE "twod_bets" ADD CONSTRAINT "twod_bets_slip_id_twod_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."twod_slips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twod_bets" ADD CONSTRAINT "twod_bets_draw_id_twod_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."twod_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twod_bets" ADD CONSTRAINT "twod_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twod_number_totals" ADD CONSTRAINT "twod_number_totals_draw_id_twod_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."twod_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twod_slips" ADD CONSTRAINT "twod_slips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twod_slips" ADD CONSTRAINT "twod_slips_draw_id_twod_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."twod_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "twod_bets_slip_idx" ON "twod_bets" USING btree ("slip_id");--> statement-breakpoint
CREATE INDEX "twod_bets_draw_num_idx" ON "twod_bets" USING btree ("draw_id","num");--> statement-breakpoint
CREATE INDEX "twod_bets_draw_user_idx" ON "twod_bets" USING btree ("draw_id","user_id","num");--> statement-breakpoint
CREATE UNIQUE INDEX "twod_draws_date_time_idx" ON "twod_draws" USING btree ("draw_date","time_id");--> statement-breakpoint
CREATE INDEX "twod_slips_user_idx" ON "twod_slips" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "twod_slips_draw_idx" ON "twod_slips" USING btree ("draw_id");--> statement-breakpoint
INSERT INTO "twod_settings" ("id", "break_limit", "player_limit", "odds", "close_minutes", "updated_at")
VALUES (1, 100000, NULL, 80, 10, now()) ON CONFLICT DO NOTHING;
