CREATE TABLE "player_agent_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"from_agent_id" bigint,
	"to_agent_id" bigint,
	"reason" text NOT NULL,
	"request_id" bigint NOT NULL,
	"requested_by" bigint NOT NULL,
	"approved_by" bigint NOT NULL,
	"moved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_agent_moves_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "player_agent_moves_changes_agent" CHECK ("player_agent_moves"."from_agent_id" is distinct from "player_agent_moves"."to_agent_id"),
	CONSTRAINT "player_agent_moves_two_people" CHECK ("player_agent_moves"."requested_by" <> "player_agent_moves"."approved_by")
);
--> statement-breakpoint
ALTER TABLE "player_agent_moves" ADD CONSTRAINT "player_agent_moves_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_agent_moves" ADD CONSTRAINT "player_agent_moves_from_agent_id_users_id_fk" FOREIGN KEY ("from_agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_agent_moves" ADD CONSTRAINT "player_agent_moves_to_agent_id_users_id_fk" FOREIGN KEY ("to_agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_agent_moves" ADD CONSTRAINT "player_agent_moves_request_id_staff_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."staff_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_agent_moves" ADD CONSTRAINT "player_agent_moves_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_agent_moves" ADD CONSTRAINT "player_agent_moves_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_agent_moves_player_idx" ON "player_agent_moves" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "player_agent_moves_from_idx" ON "player_agent_moves" USING btree ("from_agent_id");--> statement-breakpoint
CREATE INDEX "player_agent_moves_to_idx" ON "player_agent_moves" USING btree ("to_agent_id");