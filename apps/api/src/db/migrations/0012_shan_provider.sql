ALTER TABLE "shan_rounds" DROP CONSTRAINT "shan_rounds_status";--> statement-breakpoint
ALTER TABLE "shan_players" ALTER COLUMN "last_balance" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shan_players" ADD COLUMN "pending_launch" text;--> statement-breakpoint
ALTER TABLE "shan_players" ADD COLUMN "pending_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shan_rounds" DROP COLUMN "status";