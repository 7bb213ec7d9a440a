ALTER TABLE "banner_texts" ADD COLUMN "text_mm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banner_texts" ADD COLUMN "text_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banner_texts" ADD COLUMN "text_th" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "title_mm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "title_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "title_th" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "description_mm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "description_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "description_th" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_ads" ADD COLUMN "title_mm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_ads" ADD COLUMN "title_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_ads" ADD COLUMN "title_th" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Without a contribution no stake wagers a bonus, so no bonus could ever convert. Every installation starts with the
-- games whose stakes are real risk counting in full: our slot (ZEYA), Digit Bet, the aggregator's games (a product
-- may be set lower in the console), and 2D and 3D, whose wagering already counts only the part of a slip at risk.
-- Shan is left out: its players stake against each other, so two of them could pass a bonus between themselves.
-- An operator's own figures stay as they are.
INSERT INTO "bonus_contributions" ("game_type", "percent", "updated_at")
VALUES ('ZEYA', 100, now()), ('digitbet', 100, now()), ('gscplus', 100, now()), ('twod', 100, now()), ('threed', 100, now())
ON CONFLICT ("game_type") DO NOTHING;
