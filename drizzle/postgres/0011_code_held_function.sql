-- Whether a short code is held (a deleted account's code, docs/decisions/0033), asked from inside the
-- statement that inserts a link: `insert … on conflict do nothing returning …, snip_code_held(code_key, $now)`
-- (links.repository.ts). VOLATILE and PL/pgSQL (never inlined) on purpose: under READ COMMITTED a volatile
-- function takes a fresh snapshot for each query it runs, so this look happens after the insert's unique
-- check, which waits for an account deletion that is deleting the same code, and sees that deletion's hold
-- once it commits. A NOT EXISTS in the insert itself would use the snapshot taken before the wait, and miss
-- it (docs/decisions/0059).
CREATE FUNCTION "snip_code_held"("key" text, "at" timestamp with time zone) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM "held_codes" WHERE "code_key" = "key" AND "release_at" > "at");
END
$$;
