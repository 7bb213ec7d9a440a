CREATE TABLE "provider_members" (
	"provider" text NOT NULL,
	"user_id" bigint NOT NULL,
	"password_sealed" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_members_provider_user_id_pk" PRIMARY KEY("provider","user_id")
);
--> statement-breakpoint
CREATE TABLE "provider_wagers" (
	"wager_code" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"member_account" text NOT NULL,
	"user_id" bigint,
	"currency" text NOT NULL,
	"product_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"wager_type" text NOT NULL,
	"wager_status" text NOT NULL,
	"bet_amount" bigint NOT NULL,
	"valid_bet_amount" bigint NOT NULL,
	"prize_amount" bigint NOT NULL,
	"tip_amount" bigint NOT NULL,
	"created_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shan_players" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"last_balance" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shan_rounds" (
	"wager_code" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"payload" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shan_rounds_status" CHECK ("shan_rounds"."status" in ('applied', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_amounts";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "product_code" text;--> statement-breakpoint
ALTER TABLE "provider_members" ADD CONSTRAINT "provider_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_wagers" ADD CONSTRAINT "provider_wagers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shan_players" ADD CONSTRAINT "shan_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_wagers_user_idx" ON "provider_wagers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_game_round_idx" ON "ledger_transfers" USING btree ("player_id",("metadata"->>'round')) WHERE "ledger_transfers"."kind" in ('game_bet', 'game_win');--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_bet" CHECK ("game_rounds"."bet" >= 0);