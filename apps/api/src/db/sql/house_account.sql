-- The id of a house account by its code, opened on first use, so a posting names its house account inside the posting
-- statement (platform/money/ledger/post.ts).
--
-- What runs today, as the migrations leave it. Written by `npm run db:sql` from a migrated database: do not
-- edit. Change it in a new migration, then run `npm run db:sql`; `npm run db:check` fails until you do.
--
-- function house_account: last defined in migration 0018_house_account

CREATE OR REPLACE FUNCTION public.house_account(p_code text, p_at timestamp with time zone)
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_id bigint;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts WHERE code = p_code AND user_id IS NULL;
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (code, is_house, created_at) VALUES (p_code, true, p_at)
      ON CONFLICT (code) WHERE user_id IS NULL DO NOTHING;
    SELECT id INTO v_id FROM ledger_accounts WHERE code = p_code AND user_id IS NULL;
  END IF;
  RETURN v_id;
END
$function$;
