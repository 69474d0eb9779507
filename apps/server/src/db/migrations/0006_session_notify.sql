-- The server copies cache a resolved session for a few seconds; a change to what a session
-- resolves to tells every copy at once (LISTEN bo_session_changed), whatever wrote it.
CREATE FUNCTION "bo_notify_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bo_session_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "session_ended" AFTER DELETE ON "session" FOR EACH STATEMENT EXECUTE FUNCTION "bo_notify_session_changed"();
--> statement-breakpoint
-- Use only ever moves a session's last use forward (once a minute): that is not news. Moving it
-- back, or the expiry earlier, shortens the session.
CREATE TRIGGER "session_shortened" AFTER UPDATE OF "expires_at", "last_seen_at" ON "session" FOR EACH ROW
  WHEN (NEW."expires_at" < OLD."expires_at" OR NEW."last_seen_at" < OLD."last_seen_at") EXECUTE FUNCTION "bo_notify_session_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_session_changed" AFTER UPDATE OF "name", "uid", "mail", "profile_id", "is_blocked" OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bo_notify_session_changed"();
--> statement-breakpoint
CREATE TRIGGER "profile_session_changed" AFTER UPDATE OR DELETE ON "profile" FOR EACH STATEMENT EXECUTE FUNCTION "bo_notify_session_changed"();
--> statement-breakpoint
CREATE TRIGGER "profile_modules_session_changed" AFTER INSERT OR UPDATE OR DELETE ON "profile_account_module" FOR EACH STATEMENT EXECUTE FUNCTION "bo_notify_session_changed"();
