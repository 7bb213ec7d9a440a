CREATE TABLE "password_failures" (
	"user_id" bigint NOT NULL,
	"address" text NOT NULL,
	"failures" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "password_failures_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
CREATE TABLE "idempotent_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"reply" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "withdrawals_frozen_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD COLUMN "first_approved_by" bigint;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "twod_draws" ADD COLUMN "result_entered_by" bigint;--> statement-breakpoint
ALTER TABLE "twod_draws" ADD COLUMN "result_override_reason" text;--> statement-breakpoint
ALTER TABLE "twod_draws" ADD COLUMN "confirmed_by" bigint;--> statement-breakpoint
ALTER TABLE "password_failures" ADD CONSTRAINT "password_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotent_requests_owner_key_idx" ON "idempotent_requests" USING btree ("owner_id","key");--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_first_approved_by_users_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twod_draws" ADD CONSTRAINT "twod_draws_result_entered_by_users_id_fk" FOREIGN KEY ("result_entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twod_draws" ADD CONSTRAINT "twod_draws_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_two_people" CHECK ("deposit_requests"."first_approved_by" is null or "deposit_requests"."decided_by" is null or "deposit_requests"."first_approved_by" <> "deposit_requests"."decided_by");--> statement-breakpoint
ALTER TABLE "twod_draws" ADD CONSTRAINT "twod_draws_two_people" CHECK ("twod_draws"."confirmed_by" is null or "twod_draws"."result_entered_by" is null or "twod_draws"."confirmed_by" <> "twod_draws"."result_entered_by");