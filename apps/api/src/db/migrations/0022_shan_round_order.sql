ALTER TABLE "shan_players" ADD COLUMN "last_round_at" timestamp with time zone;
