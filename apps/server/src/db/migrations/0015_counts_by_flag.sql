-- row_count per value of several columns: a key is the table's name and each column's value,
-- colon-separated (course:online:1). The dashboard counts a type's rows and its active ones.
CREATE OR REPLACE FUNCTION "bo_count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counter text := quote_literal(TG_ARGV[0]);
  upsert text := 'INSERT INTO "row_count" AS c ("key", "n") SELECT %s, %s count(*) FROM %I GROUP BY 1 ON CONFLICT ("key") DO UPDATE SET "n" = c."n" + excluded."n"';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "row_count" WHERE "key" = TG_ARGV[0] OR "key" LIKE TG_ARGV[0] || ':%';
    RETURN NULL;
  END IF;
  FOR i IN 1 .. TG_NARGS - 1 LOOP
    counter := counter || format(' || '':'' || coalesce(%I::text, '''')', TG_ARGV[i]);
  END LOOP;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(upsert, counter, '', 'new_rows');
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format(upsert, counter, '-', 'old_rows');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE PROCEDURE "bo_keep_row_count_by"(tbl text, per_columns text[]) LANGUAGE plpgsql AS $$
DECLARE
  name text := tbl || '_by_' || array_to_string(per_columns, '_');
  args text := quote_literal(tbl);
  key_of text := quote_literal(tbl);
  col text;
BEGIN
  FOREACH col IN ARRAY per_columns LOOP
    args := args || ', ' || quote_literal(col);
    key_of := key_of || format(' || '':'' || coalesce(%I::text, '''')', col);
  END LOOP;
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_count_rows"(%s)', name || '_counted_insert', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_count_rows"(%s)', name || '_counted_update', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_count_rows"(%s)', name || '_counted_delete', tbl, args);
  EXECUTE format('INSERT INTO "row_count" ("key", "n") SELECT %s, count(*) FROM %I GROUP BY 1', key_of, tbl);
END $$;
--> statement-breakpoint
CALL "bo_keep_row_count_by"('course', ARRAY['type', 'active']);--> statement-breakpoint
CALL "bo_keep_row_count_by"('asset', ARRAY['module_name', 'active']);
