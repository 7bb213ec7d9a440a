-- The aggregator's product list names a product once per currency and game type: a product listed under two types in
-- one currency (SLOT and FISHING) keeps a row for each, each launched with its own type. A product first met in a
-- wallet callback keeps its game type '' until the list names it.
ALTER TABLE "aggregator_products" DROP CONSTRAINT "aggregator_products_product_code_currency_pk";--> statement-breakpoint
ALTER TABLE "aggregator_products" ADD CONSTRAINT "aggregator_products_product_code_currency_game_type_pk" PRIMARY KEY("product_code","currency","game_type");--> statement-breakpoint
-- What the provider sent as a win and was deliberately not paid (WBET's wins by deposit, paid from push bet data).
ALTER TABLE "game_rounds" ADD COLUMN "unpaid_wins" jsonb;--> statement-breakpoint
-- Reconciliation reads the rounds a provider settled in a window of its wager list.
CREATE INDEX "game_rounds_settled_idx" ON "game_rounds" USING btree ("provider","settled_at");
