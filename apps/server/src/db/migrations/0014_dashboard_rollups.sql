CREATE TABLE "classroom_presences" (
	"classroom_id" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_completions" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "course_completions_n_idx" ON "course_completions" USING btree ("n" DESC NULLS LAST,"course_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
-- A statement trigger adds the rows a statement inserted that match a condition, per value of a
-- key column, and takes away those it deleted; an update does both. TG_ARGV: the counting table,
-- its key column (the same name in the counted table), the condition.
CREATE FUNCTION "bo_count_per_key"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  upsert text := 'INSERT INTO %I AS c (%I, "n") SELECT %I, %s count(*) FROM %I WHERE %s GROUP BY 1 ON CONFLICT (%I) DO UPDATE SET "n" = c."n" + excluded."n"';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(upsert, TG_ARGV[0], TG_ARGV[1], TG_ARGV[1], '', 'new_rows', TG_ARGV[2], TG_ARGV[1]);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format(upsert, TG_ARGV[0], TG_ARGV[1], TG_ARGV[1], '-', 'old_rows', TG_ARGV[2], TG_ARGV[1]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE PROCEDURE "bo_keep_count_per_key"(counted text, target text, key_column text, condition text) LANGUAGE plpgsql AS $$
DECLARE
  args text := format('%L, %L, %L', target, key_column, condition);
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_count_per_key"(%s)', target || '_counted_insert', counted, args);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_count_per_key"(%s)', target || '_counted_update', counted, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_count_per_key"(%s)', target || '_counted_delete', counted, args);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bo_clear_counts"(%L)', target || '_counted_truncate', counted, target);
  EXECUTE format('INSERT INTO %I (%I, "n") SELECT %I, count(*) FROM %I WHERE %s GROUP BY 1', target, key_column, key_column, counted, condition);
END $$;
--> statement-breakpoint
CREATE FUNCTION "bo_clear_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CALL "bo_keep_count_per_key"('course_progress', 'course_completions', 'course_id', '"completed_at" IS NOT NULL');--> statement-breakpoint
CALL "bo_keep_count_per_key"('classroom_subscription', 'classroom_presences', 'classroom_id', '"is_present" = 1');
