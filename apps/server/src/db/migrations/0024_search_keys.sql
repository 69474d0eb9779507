CREATE TABLE "search_key" (
	"kind" varchar(20) NOT NULL,
	"record_id" integer NOT NULL,
	"key" text COLLATE "C" NOT NULL
);
--> statement-breakpoint
-- Every place a word starts in a folded text, as the text from there on: 'Av. São João, 100'
-- gives 'av. sao joao, 100', 'sao joao, 100', 'joao, 100' and '100'. A term is then matched as a
-- prefix of one of them, across words too ('sao jo'). At most 40 words of a long text.
CREATE FUNCTION "search_words"(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(array_agg(substr(f, regexp_instr(f, '[[:alnum:]]+', 1, n))), '{}')
    FROM (SELECT public.search_fold($1) AS f) v, generate_series(1, least(regexp_count(f, '[[:alnum:]]+'), 40)) AS n
  $$;
--> statement-breakpoint
-- A CPF's or UID's digits from each position on, while five or more remain: part of a CPF typed
-- from its middle is then the start of one of them.
CREATE FUNCTION "search_digit_suffixes"(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(array_agg(substr(d, i)), '{}')
    FROM (SELECT regexp_replace($1, '\D', '', 'g') AS d) v, generate_series(1, length(d) - 4) AS i
  $$;
--> statement-breakpoint
-- search_key: a statement trigger removes the keys of the rows a statement deleted or changed and
-- adds those of the rows it inserted or changed. TG_ARGV[0] is a row's kind and TG_ARGV[1] its
-- keys, SQL expressions of its columns (a null kind: a row the search does not show);
-- TG_ARGV[2] what an update must change to move its keys; TG_ARGV[3] every kind of the table.
-- Keys go by an array of ids, through search_key_record_idx: a transition table has no
-- statistics, and joined to it a delete read all of search_key (3.5 s at a million users).
CREATE FUNCTION "bo_search_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  add text := 'INSERT INTO "search_key" ("kind", "record_id", "key") SELECT DISTINCT k.kind, r.id, left(u.key, 100)
    FROM %s r, LATERAL (SELECT %s AS kind, %s AS keys) k, unnest(k.keys) AS u(key) WHERE k.kind IS NOT NULL AND u.key <> ''''';
  changed text := format('(SELECT n.* FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (SELECT %1$s FROM (SELECT n.*) x) IS DISTINCT FROM (SELECT %1$s FROM (SELECT o.*) x))', TG_ARGV[2]);
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "search_key" WHERE "kind" = ANY(TG_ARGV[3]::text[]);
  ELSIF TG_OP = 'INSERT' THEN
    EXECUTE format(add, 'new_rows', TG_ARGV[0], TG_ARGV[1]);
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM "search_key" WHERE "kind" = ANY(TG_ARGV[3]::text[]) AND "record_id" = ANY(ARRAY(SELECT id FROM old_rows));
  ELSE
    -- Only the rows whose searched columns changed (an update of a status or a date moves nothing).
    EXECUTE format('WITH c AS MATERIALIZED %s, gone AS (DELETE FROM "search_key" WHERE "kind" = ANY(%L::text[]) AND "record_id" = ANY(ARRAY(SELECT id FROM c))) ' || add,
      changed, TG_ARGV[3], 'c', TG_ARGV[0], TG_ARGV[1]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE PROCEDURE "bo_keep_search_keys"(tbl text, kind text, keys text, watch text, kinds text[]) LANGUAGE plpgsql AS $$
DECLARE
  args text := format('%L, %L, %L, %L', kind, keys, watch, kinds);
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_search_keep"(%s)', tbl || '_searched_insert', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_search_keep"(%s)', tbl || '_searched_update', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_search_keep"(%s)', tbl || '_searched_delete', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bo_search_keep"(%s)', tbl || '_searched_truncate', tbl, args);
  EXECUTE format('INSERT INTO "search_key" ("kind", "record_id", "key") SELECT DISTINCT k.kind, r.id, left(u.key, 100)
    FROM %I r, LATERAL (SELECT %s AS kind, %s AS keys) k, unnest(k.keys) AS u(key) WHERE k.kind IS NOT NULL AND u.key <> %L', tbl, kind, keys, '');
END $$;
--> statement-breakpoint
CALL "bo_keep_search_keys"('users', '''user''', 'search_words(name) || ARRAY[search_fold(mail), search_fold(uid)] || search_digit_suffixes(uid)', 'ARRAY[name, mail, uid]', '{user}');--> statement-breakpoint
CALL "bo_keep_search_keys"('corretor', '''corretor''', 'search_words(name) || ARRAY[search_fold(email)] || search_digit_suffixes(cpf)', 'ARRAY[name, email, cpf]', '{corretor}');--> statement-breakpoint
CALL "bo_keep_search_keys"('parceiro', '''parceiro''', 'search_words(name) || search_words(company) || ARRAY[search_fold(email)] || search_digit_suffixes(cpf)', 'ARRAY[name, company, email, cpf]', '{parceiro}');--> statement-breakpoint
CALL "bo_keep_search_keys"('profile', '''profile''', 'search_words(title)', 'ARRAY[title]', '{profile}');--> statement-breakpoint
CALL "bo_keep_search_keys"('branch', '''branch''', 'search_words(value)', 'ARRAY[value]', '{branch}');--> statement-breakpoint
CALL "bo_keep_search_keys"('category', '''category''', 'search_words(title)', 'ARRAY[title]', '{category}');--> statement-breakpoint
CALL "bo_keep_search_keys"('asset', 'CASE module_name WHEN ''Media'' THEN ''media'' WHEN ''Banner'' THEN ''banner'' WHEN ''chatBanner'' THEN ''chatBanner'' END', 'search_words(title)', 'ARRAY[module_name::text, title]', '{media,banner,chatBanner}');--> statement-breakpoint
CALL "bo_keep_search_keys"('content', 'CASE module_name WHEN ''Testimony'' THEN ''highlight'' END', 'search_words(title)', 'ARRAY[module_name::text, title]', '{highlight}');--> statement-breakpoint
CALL "bo_keep_search_keys"('course', '''course''', 'search_words(title)', 'ARRAY[title]', '{course}');--> statement-breakpoint
CALL "bo_keep_search_keys"('classroom', '''classroom''', 'search_words(address)', 'ARRAY[address]', '{classroom}');--> statement-breakpoint
CALL "bo_keep_search_keys"('instrutor', '''instrutor''', 'search_words(nome) || search_digit_suffixes(cpf)', 'ARRAY[nome, cpf]', '{instrutor}');--> statement-breakpoint
CALL "bo_keep_search_keys"('trail', '''trail''', 'search_words(title)', 'ARRAY[title]', '{trail}');--> statement-breakpoint
CALL "bo_keep_search_keys"('proof', '''proof''', 'search_words(title)', 'ARRAY[title]', '{proof}');--> statement-breakpoint
CALL "bo_keep_search_keys"('question', '''question''', 'search_words(title)', 'ARRAY[title]', '{question}');--> statement-breakpoint
CALL "bo_keep_search_keys"('chat', '''room''', 'search_words(title)', 'ARRAY[title]', '{room}');--> statement-breakpoint
-- The indexes after the keys of the rows already there: sorting them once is faster than inserting each.
CREATE INDEX "search_key_lookup_idx" ON "search_key" USING btree ("kind","key","record_id");--> statement-breakpoint
CREATE INDEX "search_key_record_idx" ON "search_key" USING btree ("kind","record_id");--> statement-breakpoint
ANALYZE "search_key";
