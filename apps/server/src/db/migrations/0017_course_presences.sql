CREATE TABLE "course_presences" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "course_presences_n_idx" ON "course_presences" USING btree ("n" DESC NULLS LAST,"course_id");--> statement-breakpoint
-- Presences a statement added or took away, per course of their classroom. A classroom being
-- deleted is no longer visible here: its presences left the course before (bo_classroom_leaves).
CREATE FUNCTION "bo_course_presences_of_subscriptions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "course_presences" AS c ("course_id", "n")
      SELECT k."course_id", count(*) FROM new_rows r JOIN "classroom" k ON k."id" = r."classroom_id"
      WHERE r."is_present" = 1 AND k."course_id" IS NOT NULL GROUP BY 1
      ON CONFLICT ("course_id") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "course_presences" AS c ("course_id", "n")
      SELECT k."course_id", -count(*) FROM old_rows r JOIN "classroom" k ON k."id" = r."classroom_id"
      WHERE r."is_present" = 1 AND k."course_id" IS NOT NULL GROUP BY 1
      ON CONFLICT ("course_id") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "course_presences_insert" AFTER INSERT ON "classroom_subscription" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_course_presences_of_subscriptions"();--> statement-breakpoint
CREATE TRIGGER "course_presences_update" AFTER UPDATE ON "classroom_subscription" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_course_presences_of_subscriptions"();--> statement-breakpoint
CREATE TRIGGER "course_presences_delete" AFTER DELETE ON "classroom_subscription" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_course_presences_of_subscriptions"();--> statement-breakpoint
CREATE TRIGGER "course_presences_truncate" AFTER TRUNCATE ON "classroom_subscription" FOR EACH STATEMENT EXECUTE FUNCTION "bo_clear_counts"('course_presences');--> statement-breakpoint
-- A classroom that is deleted or moves to another course takes its presences along (what
-- classroom_presences keeps for it, exact until its subscriptions go).
CREATE FUNCTION "bo_classroom_leaves"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  present bigint := coalesce((SELECT "n" FROM "classroom_presences" WHERE "classroom_id" = OLD."id"), 0);
BEGIN
  IF present <> 0 AND OLD."course_id" IS NOT NULL THEN
    UPDATE "course_presences" SET "n" = "n" - present WHERE "course_id" = OLD."course_id";
  END IF;
  IF TG_OP = 'UPDATE' AND present <> 0 AND NEW."course_id" IS NOT NULL THEN
    INSERT INTO "course_presences" AS c ("course_id", "n") VALUES (NEW."course_id", present)
      ON CONFLICT ("course_id") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER "classroom_leaves_delete" BEFORE DELETE ON "classroom" FOR EACH ROW EXECUTE FUNCTION "bo_classroom_leaves"();--> statement-breakpoint
CREATE TRIGGER "classroom_leaves_course" AFTER UPDATE OF "course_id" ON "classroom" FOR EACH ROW WHEN (OLD."course_id" IS DISTINCT FROM NEW."course_id") EXECUTE FUNCTION "bo_classroom_leaves"();--> statement-breakpoint
INSERT INTO "course_presences" ("course_id", "n")
  SELECT k."course_id", count(*) FROM "classroom_subscription" s JOIN "classroom" k ON k."id" = s."classroom_id"
  WHERE s."is_present" = 1 AND k."course_id" IS NOT NULL GROUP BY 1;
