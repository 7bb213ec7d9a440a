CREATE TABLE "digitbet_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"bet_type" text NOT NULL,
	"digit" integer,
	"bet_amount" bigint NOT NULL,
	"multiplier" integer NOT NULL,
	"stake" bigint NOT NULL,
	"rolled" integer NOT NULL,
	"payout" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digitbet_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"user_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"round_code" text NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."bet" >= 0 and "game_rounds"."win" >= 0)
);
--> statement-breakpoint
ALTER TABLE "digitbet_bets" ADD CONSTRAINT "digitbet_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digitbet_bets" ADD CONSTRAINT "digitbet_bets_seed_id_digitbet_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."digitbet_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digitbet_seeds" ADD CONSTRAINT "digitbet_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "digitbet_bets_seed_nonce_idx" ON "digitbet_bets" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "digitbet_bets_user_idx" ON "digitbet_bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "digitbet_seeds_active_idx" ON "digitbet_seeds" USING btree ("user_id") WHERE "digitbet_seeds"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_round_idx" ON "game_rounds" USING btree ("provider","round_code");--> statement-breakpoint
CREATE INDEX "game_rounds_user_idx" ON "game_rounds" USING btree ("user_id","started_at");