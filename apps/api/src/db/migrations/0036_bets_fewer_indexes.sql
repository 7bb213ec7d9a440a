-- A slip writes ten bets, and each index on a bets table is ten more index entries (and their WAL) per slip. A draw's
-- bets are found by draw_id through the (draw_id, user_id, num) index the player's limit needs anyway: settlement and
-- exposure read all of a draw's bets once a draw, so the (draw_id, num) and (draw_id, perm_key) indexes paid on every
-- slip for a lookup made once.
DROP INDEX "twod_bets_draw_num_idx";--> statement-breakpoint
DROP INDEX "threed_bets_draw_num_idx";--> statement-breakpoint
DROP INDEX "threed_bets_draw_perm_idx";