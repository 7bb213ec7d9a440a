CREATE TABLE "pending_limits" (
	"user_id" bigint NOT NULL,
	"limit" text NOT NULL,
	"value" bigint,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmable_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_limits_user_id_limit_pk" PRIMARY KEY("user_id","limit"),
	CONSTRAINT "pending_limits_limit_check" CHECK ("pending_limits"."limit" in ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month', 'bet')),
	CONSTRAINT "pending_limits_value_positive" CHECK (coalesce("pending_limits"."value", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "player_protection" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"deposit_day" bigint,
	"deposit_week" bigint,
	"deposit_month" bigint,
	"loss_day" bigint,
	"loss_week" bigint,
	"loss_month" bigint,
	"bet_max" bigint,
	"reality_check_minutes" integer,
	"play_started_at" timestamp with time zone,
	"play_last_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"exclusion" text,
	"excluded_until" timestamp with time zone,
	"reopens_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_protection_exclusion_check" CHECK ("player_protection"."exclusion" in ('timeout', 'self_exclusion')),
	CONSTRAINT "player_protection_exclusion_until" CHECK (("player_protection"."exclusion" is null) = ("player_protection"."excluded_until" is null)),
	CONSTRAINT "player_protection_reality_check" CHECK ("player_protection"."reality_check_minutes" in (15, 30, 60)),
	CONSTRAINT "player_protection_limits_positive" CHECK (coalesce(least("player_protection"."deposit_day", "player_protection"."deposit_week", "player_protection"."deposit_month", "player_protection"."loss_day", "player_protection"."loss_week",
          "player_protection"."loss_month", "player_protection"."bet_max"), 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "protection_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"actor_id" bigint,
	"change" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_limits" ADD CONSTRAINT "pending_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_protection" ADD CONSTRAINT "player_protection_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_history" ADD CONSTRAINT "protection_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_history" ADD CONSTRAINT "protection_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_history_user_idx" ON "protection_history" USING btree ("user_id","id");