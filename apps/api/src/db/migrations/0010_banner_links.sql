ALTER TABLE "banners" ADD COLUMN "link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "popup_ads" ADD COLUMN "link" text DEFAULT '' NOT NULL;