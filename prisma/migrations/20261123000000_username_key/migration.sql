-- Usernames compare exactly, under one normalization, through this column (lib/auth/username.ts:
-- Unicode NFKC, then lower case). Before it, lookups used Prisma's `mode: "insensitive"`, which becomes an
-- unescaped ILIKE on PostgreSQL, so `%` and `_` in a typed name acted as wildcards.
ALTER TABLE "users" ADD COLUMN "usernameKey" TEXT;

-- New names are limited to ASCII letters, digits and . _ @ - (lib/auth/schemas.ts), where this equals the
-- application's key exactly.
UPDATE "users" SET "usernameKey" = lower(normalize("username", NFKC));

DO $$
DECLARE clashes TEXT;
BEGIN
  SELECT string_agg(names, '; ') INTO clashes FROM (
    SELECT string_agg("username", ', ' ORDER BY "username") AS names
    FROM "users" GROUP BY "usernameKey" HAVING count(*) > 1
  ) AS groups;
  IF clashes IS NOT NULL THEN
    RAISE EXCEPTION 'Cannot make usernames unique ignoring case: these accounts differ only in letter case or Unicode form: %. Rename all but one account of each group (UPDATE users SET username = ... WHERE id = ...), then start the app again.', clashes;
  END IF;
END $$;

ALTER TABLE "users" ALTER COLUMN "usernameKey" SET NOT NULL;
CREATE UNIQUE INDEX "users_usernameKey_key" ON "users"("usernameKey");
