-- The recycle bin: while a deletion that goes to the bin runs, its transaction sets
-- backoffice.bin_entry to the bin_entry's id, and every row deleted then (the record, what the
-- foreign keys cascade to, what the store deletes beside it) is copied into bin_row as it was.
-- Outside such a deletion the setting is empty and the trigger does nothing.
CREATE FUNCTION bin_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry text := current_setting('backoffice.bin_entry', true);
BEGIN
  IF entry IS NULL OR entry = '' THEN
    RETURN NULL;
  END IF;
  INSERT INTO bin_row (entry_id, table_name, "row") SELECT entry::int, TG_TABLE_NAME, to_jsonb(o) FROM old_rows o;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every table but the bin's own, logs, sessions and queues, and the counters and rollups that
-- triggers keep (restoring the rows they count counts them again).
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = 'public'
      AND tablename NOT IN (
        'bin_entry', 'bin_row', 'audit_log', 'bulk_run', 'idempotent_request', 'import_run', 'login_failure', 'rate_limit',
        'report_file', 'session', 'impersonation', 'row_count', 'page_view_day', 'classroom_presences', 'classroom_subscribed',
        'classroom_absences', 'course_completions', 'course_presences'
      )
  LOOP
    EXECUTE format('CREATE TRIGGER bin_capture AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bin_capture()', t);
  END LOOP;
END
$$;
