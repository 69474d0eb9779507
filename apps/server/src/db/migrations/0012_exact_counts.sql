CREATE TABLE "page_view_day" (
	"day" date PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "row_count" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
-- row_count: a statement trigger adds the rows a statement inserted and takes away those it
-- deleted, grouped by key; TG_ARGV[0] is the table's key, TG_ARGV[1] the column a count is kept
-- per value of. An update moves rows between keys (old ones out, new ones in). PostgreSQL allows
-- transition tables on single-event triggers only, hence a trigger per event.
CREATE FUNCTION "bo_count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counter text := CASE WHEN TG_NARGS > 1 THEN format('%L || '':'' || coalesce(%I::text, '''')', TG_ARGV[0], TG_ARGV[1]) ELSE quote_literal(TG_ARGV[0]) END;
  upsert text := 'INSERT INTO "row_count" AS c ("key", "n") SELECT %s, %s count(*) FROM %I GROUP BY 1 ON CONFLICT ("key") DO UPDATE SET "n" = c."n" + excluded."n"';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "row_count" WHERE "key" = TG_ARGV[0] OR "key" LIKE TG_ARGV[0] || ':%';
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(upsert, counter, '', 'new_rows');
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format(upsert, counter, '-', 'old_rows');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE PROCEDURE "bo_keep_row_count"(tbl text, per_column text DEFAULT NULL) LANGUAGE plpgsql AS $$
DECLARE
  args text := CASE WHEN per_column IS NULL THEN quote_literal(tbl) ELSE quote_literal(tbl) || ', ' || quote_literal(per_column) END;
  key_of text := CASE WHEN per_column IS NULL THEN quote_literal(tbl) ELSE format('%L || '':'' || coalesce(%I::text, '''')', tbl, per_column) END;
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_count_rows"(%s)', tbl || '_counted_insert', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_count_rows"(%s)', tbl || '_counted_delete', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bo_count_rows"(%s)', tbl || '_counted_truncate', tbl, args);
  IF per_column IS NOT NULL THEN
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_count_rows"(%s)', tbl || '_counted_update', tbl, args);
  END IF;
  EXECUTE format('INSERT INTO "row_count" ("key", "n") SELECT %s, count(*) FROM %I GROUP BY 1', key_of, tbl);
  IF per_column IS NULL THEN
    INSERT INTO "row_count" ("key", "n") VALUES (tbl, 0) ON CONFLICT ("key") DO NOTHING;
  END IF;
END $$;
--> statement-breakpoint
CALL "bo_keep_row_count"('users');--> statement-breakpoint
CALL "bo_keep_row_count"('corretor');--> statement-breakpoint
CALL "bo_keep_row_count"('parceiro');--> statement-breakpoint
CALL "bo_keep_row_count"('course', 'type');--> statement-breakpoint
CALL "bo_keep_row_count"('asset', 'module_name');--> statement-breakpoint
CALL "bo_keep_row_count"('trail');--> statement-breakpoint
CALL "bo_keep_row_count"('classroom');--> statement-breakpoint
CALL "bo_keep_row_count"('chat');--> statement-breakpoint
-- page_view_day: the logged-in page views of each São Paulo day, as countPageViews counts them.
-- An update counts too: deleting a user sets its events' user_id to null.
CREATE FUNCTION "bo_count_page_views"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "page_view_day";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "page_view_day" AS d ("day", "n")
    SELECT ("occurred_at" AT TIME ZONE 'America/Sao_Paulo')::date, count(*) FROM new_rows WHERE "kind" = 'page_view' AND "user_id" IS NOT NULL GROUP BY 1
    ON CONFLICT ("day") DO UPDATE SET "n" = d."n" + excluded."n";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "page_view_day" AS d ("day", "n")
    SELECT ("occurred_at" AT TIME ZONE 'America/Sao_Paulo')::date, -count(*) FROM old_rows WHERE "kind" = 'page_view' AND "user_id" IS NOT NULL GROUP BY 1
    ON CONFLICT ("day") DO UPDATE SET "n" = d."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "page_views_counted_insert" AFTER INSERT ON "analytics_event" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_count_page_views"();--> statement-breakpoint
CREATE TRIGGER "page_views_counted_update" AFTER UPDATE ON "analytics_event" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_count_page_views"();--> statement-breakpoint
CREATE TRIGGER "page_views_counted_delete" AFTER DELETE ON "analytics_event" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_count_page_views"();--> statement-breakpoint
CREATE TRIGGER "page_views_counted_truncate" AFTER TRUNCATE ON "analytics_event" FOR EACH STATEMENT EXECUTE FUNCTION "bo_count_page_views"();--> statement-breakpoint
INSERT INTO "page_view_day" ("day", "n")
SELECT ("occurred_at" AT TIME ZONE 'America/Sao_Paulo')::date, count(*) FROM "analytics_event" WHERE "kind" = 'page_view' AND "user_id" IS NOT NULL GROUP BY 1;
