-- Titles and names sort as Portuguese readers expect ('Trilha de boas-vindas' before 'Trilha de
-- Vendas', 'Ábaco' beside 'abelha'): ICU's root collation, deterministic (equality, unique
-- indexes and LIKE behave as before), the same on PostgreSQL and PGlite. The indexes on these
-- columns are rebuilt with it, and the lists ordered by title get btree indexes that serve them.
ALTER TABLE "profile" ALTER COLUMN "title" SET DATA TYPE varchar(40) COLLATE "und-x-icu";--> statement-breakpoint
-- The session trigger names users.name among its columns: it is set again around the change.
DROP TRIGGER "user_session_changed" ON "users";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "name" SET DATA TYPE varchar(80) COLLATE "und-x-icu";--> statement-breakpoint
CREATE TRIGGER "user_session_changed" AFTER UPDATE OF "name", "uid", "mail", "profile_id", "is_blocked" OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bo_notify_session_changed"();--> statement-breakpoint
ALTER TABLE "account_field_value" ALTER COLUMN "value" SET DATA TYPE varchar(255) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "chat" ALTER COLUMN "title" SET DATA TYPE varchar(80) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "content" ALTER COLUMN "title" SET DATA TYPE varchar(80) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "corretor" ALTER COLUMN "name" SET DATA TYPE varchar(80) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "category" ALTER COLUMN "title" SET DATA TYPE varchar(80) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "asset" ALTER COLUMN "title" SET DATA TYPE varchar(80) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "proof" ALTER COLUMN "title" SET DATA TYPE varchar(80) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "question" ALTER COLUMN "title" SET DATA TYPE varchar(1024) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "answer" ALTER COLUMN "title" SET DATA TYPE varchar(1024) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "course" ALTER COLUMN "title" SET DATA TYPE varchar(2048) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "trail" ALTER COLUMN "title" SET DATA TYPE varchar(2048) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "classroom" ALTER COLUMN "title" SET DATA TYPE varchar(255) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "instrutor" ALTER COLUMN "nome" SET DATA TYPE varchar(80) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "branch" ALTER COLUMN "value" SET DATA TYPE varchar(120) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "parceiro" ALTER COLUMN "name" SET DATA TYPE varchar(80) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "real_estate_base" ALTER COLUMN "name" SET DATA TYPE varchar(255) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "video_media" ALTER COLUMN "title" SET DATA TYPE varchar(255) COLLATE "und-x-icu";--> statement-breakpoint
CREATE INDEX "chat_title_order_idx" ON "chat" USING btree ("title");--> statement-breakpoint
CREATE INDEX "asset_title_order_idx" ON "asset" USING btree ("title");--> statement-breakpoint
CREATE INDEX "category_title_order_idx" ON "category" USING btree ("title");--> statement-breakpoint
CREATE INDEX "instrutor_nome_order_idx" ON "instrutor" USING btree ("nome");
