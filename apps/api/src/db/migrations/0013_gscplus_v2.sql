CREATE TABLE "aggregator_products" (
	"product_code" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"game_type" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"entry_type" integer DEFAULT 1 NOT NULL,
	"listed" boolean NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	CONSTRAINT "aggregator_products_product_code_currency_pk" PRIMARY KEY("product_code","currency")
);
--> statement-breakpoint
CREATE TABLE "free_round_grants" (
	"bonus_code" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_code" integer NOT NULL,
	"currency" text NOT NULL,
	"game_type" text NOT NULL,
	"game_codes" jsonb NOT NULL,
	"rounds" integer NOT NULL,
	"bet_value" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"granted_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_by" bigint,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "free_round_grants_status" CHECK ("free_round_grants"."status" in ('active', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "job_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"position" timestamp with time zone NOT NULL,
	"leased_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" bigint,
	"round_code" text,
	"game_code" text,
	"product_code" text,
	"ours_stake" bigint,
	"ours_win" bigint,
	"theirs_stake" bigint,
	"theirs_win" bigint,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_by" bigint,
	"closed_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "provider_reviews_status" CHECK ("provider_reviews"."status" in ('open', 'resolved', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_no_negative_player_balance";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "status" text DEFAULT 'ACTIVATED' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "status" text DEFAULT 'ACTIVATED' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "entry_type" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_code" text;--> statement-breakpoint
ALTER TABLE "aggregator_products" ADD CONSTRAINT "aggregator_products_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD CONSTRAINT "free_round_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD CONSTRAINT "free_round_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD CONSTRAINT "free_round_grants_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD CONSTRAINT "provider_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD CONSTRAINT "provider_reviews_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "free_round_grants_user_idx" ON "free_round_grants" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_reviews_open_subject_idx" ON "provider_reviews" USING btree ("provider","subject") WHERE "provider_reviews"."status" = 'open';--> statement-breakpoint
CREATE INDEX "provider_reviews_status_idx" ON "provider_reviews" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_no_negative_player_balance" CHECK ("ledger_accounts"."is_house" or ("ledger_accounts"."code" = 'debt' and "ledger_accounts"."balance" <= 0) or ("ledger_accounts"."code" <> 'debt' and "ledger_accounts"."balance" >= 0));--> statement-breakpoint
-- ledger_post as in 0001, except that a player's debt account may be debited below zero: it records what the player
-- owes (the CHECK on ledger_accounts keeps it at or below zero and every other player account at or above).
CREATE OR REPLACE FUNCTION ledger_post(
  p_debit bigint,
  p_credit bigint,
  p_amount bigint,
  p_kind text,
  p_reference text,
  p_player bigint,
  p_metadata jsonb,
  p_at timestamptz,
  OUT transfer_id bigint,
  OUT debit_balance bigint,
  OUT credit_balance bigint
) LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount, kind, reference, player_id, metadata, created_at)
  VALUES (p_debit, p_credit, p_amount, p_kind, p_reference, p_player, p_metadata, p_at)
  ON CONFLICT (reference) DO NOTHING
  RETURNING id INTO transfer_id;
  IF transfer_id IS NULL THEN
    RETURN;
  END IF;
  PERFORM 1 FROM ledger_accounts WHERE id IN (p_debit, p_credit) AND NOT is_house ORDER BY id FOR NO KEY UPDATE;
  UPDATE ledger_accounts SET balance = balance - p_amount
    WHERE id = p_debit AND NOT is_house AND (balance >= p_amount OR code = 'debt')
    RETURNING balance INTO debit_balance;
  IF debit_balance IS NULL AND EXISTS (SELECT 1 FROM ledger_accounts WHERE id = p_debit AND NOT is_house) THEN
    RAISE EXCEPTION 'insufficient balance on account %', p_debit USING ERRCODE = 'ZY001';
  END IF;
  UPDATE ledger_accounts SET balance = balance + p_amount
    WHERE id = p_credit AND NOT is_house
    RETURNING balance INTO credit_balance;
END
$$;
--> statement-breakpoint
DROP FUNCTION game_post(bigint, text, bigint, text, text, text, text, text, text, bigint, bigint, boolean, jsonb, timestamptz);
--> statement-breakpoint
-- game_post as in 0006, with three changes:
-- * p_force: a debit the provider has already applied on its side (a rollback of a win already spent, a negative
--   adjustment or resettlement) is never refused. The balance goes to zero and the shortfall is posted from the
--   player's debt account (opened on first use) as `<reference>:debt`.
-- * A credit repays the player's debt first: up to what is owed goes from the game account to the debt account as
--   `<reference>:debt`, in the same statement, so the player never spends money they owe.
-- * p_stake may be negative (a refund of stake): the round's stake never goes below zero, what a refund returns
--   beyond the stake counts as won, and a refund that leaves nothing staked and nothing won voids the round.
--   p_bonus marks a round played on free rounds.
CREATE FUNCTION game_post(
  p_user bigint,
  p_house_code text,
  p_amount bigint,
  p_kind text,
  p_reference text,
  p_provider text,
  p_game text,
  p_product text,
  p_round text,
  p_stake bigint,
  p_win bigint,
  p_settles boolean,
  p_force boolean,
  p_bonus text,
  p_metadata jsonb,
  p_at timestamptz,
  OUT posted boolean,
  OUT balance bigint,
  OUT insufficient boolean,
  OUT before_balance bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_game bigint;
  v_house bigint;
  v_debt bigint;
  v_owed bigint;
  v_transfer bigint;
  v_debit bigint;
  v_credit bigint;
BEGIN
  -- The player's game row is locked first, by every posting of the player: the balance and debt read here stay true
  -- until the move commits.
  SELECT a.id, a.balance INTO v_game, balance FROM ledger_accounts a
    WHERE a.user_id = p_user AND a.code = 'game' FOR NO KEY UPDATE;
  IF v_game IS NULL THEN
    RAISE EXCEPTION 'player % has no game account', p_user USING ERRCODE = 'ZY002';
  END IF;
  before_balance := balance;
  posted := true;
  insufficient := false;
  IF p_amount < 0 AND balance < -p_amount THEN
    -- A repeat of a debit that did post is a repeat, whatever the balance is now.
    IF EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.reference = p_reference) THEN
      posted := false;
      RETURN;
    END IF;
    IF NOT p_force THEN
      posted := false;
      insufficient := true;
      RETURN;
    END IF;
    INSERT INTO ledger_accounts (user_id, code, is_house, created_at) VALUES (p_user, 'debt', false, p_at)
      ON CONFLICT (user_id, code) DO NOTHING;
    SELECT a.id INTO v_debt FROM ledger_accounts a WHERE a.user_id = p_user AND a.code = 'debt';
    PERFORM ledger_post(v_debt, v_game, -p_amount - balance, 'game_debt', p_reference || ':debt', p_user,
                        p_metadata, p_at);
  END IF;
  IF p_amount <> 0 THEN
    -- House accounts are opened on a provider's first posting.
    SELECT id INTO v_house FROM ledger_accounts WHERE code = p_house_code AND user_id IS NULL;
    IF v_house IS NULL THEN
      INSERT INTO ledger_accounts (code, is_house, created_at) VALUES (p_house_code, true, p_at)
        ON CONFLICT (code) WHERE user_id IS NULL DO NOTHING;
      SELECT id INTO v_house FROM ledger_accounts WHERE code = p_house_code AND user_id IS NULL;
    END IF;
    SELECT l.transfer_id, l.debit_balance, l.credit_balance INTO v_transfer, v_debit, v_credit
      FROM ledger_post(
        CASE WHEN p_amount < 0 THEN v_game ELSE v_house END,
        CASE WHEN p_amount < 0 THEN v_house ELSE v_game END,
        abs(p_amount), p_kind, p_reference, p_user, p_metadata, p_at) l;
    IF v_transfer IS NULL THEN
      posted := false;
      RETURN;
    END IF;
    balance := CASE WHEN p_amount < 0 THEN v_debit ELSE v_credit END;
    IF p_amount > 0 THEN
      SELECT a.id, -a.balance INTO v_debt, v_owed FROM ledger_accounts a WHERE a.user_id = p_user AND a.code = 'debt';
      IF v_owed > 0 THEN
        SELECT l.debit_balance INTO balance
          FROM ledger_post(v_game, v_debt, least(p_amount, v_owed), 'game_debt_repayment', p_reference || ':debt',
                           p_user, p_metadata, p_at) l;
      END IF;
    END IF;
  END IF;
  INSERT INTO game_rounds AS r (provider, user_id, game_code, product_code, round_code, bonus_code, bet, win, status,
                                started_at, settled_at)
    VALUES (p_provider, p_user, p_game, p_product, p_round, p_bonus, greatest(p_stake, 0), p_win + least(p_stake, 0),
            CASE WHEN p_settles THEN 'settled' ELSE 'open' END, p_at, CASE WHEN p_settles THEN p_at END)
    ON CONFLICT (provider, round_code) DO UPDATE SET
      bet = greatest(r.bet + p_stake, 0),
      win = r.win + p_win + least(r.bet + p_stake, 0),
      bonus_code = coalesce(r.bonus_code, excluded.bonus_code),
      status = CASE
        WHEN p_stake < 0 AND r.bet + p_stake <= 0 AND r.win + p_win + least(r.bet + p_stake, 0) = 0 THEN 'void'
        WHEN p_settles THEN 'settled'
        ELSE r.status END,
      settled_at = CASE WHEN p_settles THEN p_at ELSE r.settled_at END
    WHERE r.user_id = excluded.user_id;
END
$$;
--> statement-breakpoint
DROP FUNCTION game_post_many(jsonb);
--> statement-breakpoint
-- game_post_many as in 0007, over the new game_post, also answering each move's balance before it.
CREATE FUNCTION game_post_many(p_moves jsonb)
RETURNS TABLE (posted boolean, balance bigint, insufficient boolean, before_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  m jsonb;
  r record;
BEGIN
  FOR m IN SELECT value FROM jsonb_array_elements(p_moves) LOOP
    SELECT * INTO r FROM game_post(
      (m->>'userId')::bigint, m->>'houseCode', (m->>'amount')::bigint, m->>'kind', m->>'reference',
      m->>'provider', m->>'gameCode', m->>'productCode', m->>'roundCode', (m->>'stake')::bigint,
      (m->>'win')::bigint, (m->>'settles')::boolean, coalesce((m->>'force')::boolean, false), m->>'bonusCode',
      m->'metadata', (m->>'at')::timestamptz);
    posted := r.posted;
    balance := r.balance;
    insufficient := r.insufficient;
    before_balance := r.before_balance;
    RETURN NEXT;
  END LOOP;
END
$$;
