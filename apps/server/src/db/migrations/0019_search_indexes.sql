CREATE INDEX "users_name_fold_trgm" ON "users" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_title_fold_trgm" ON "chat" USING gin (search_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_title_fold_trgm" ON "content" USING gin (search_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "corretor_name_fold_trgm" ON "corretor" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "corretor_email_lower_idx" ON "corretor" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "asset_title_fold_trgm" ON "asset" USING gin (search_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "classroom_address_fold_trgm" ON "classroom" USING gin (search_fold("address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "course_title_fold_trgm" ON "course" USING gin (search_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "instrutor_nome_fold_trgm" ON "instrutor" USING gin (search_fold("nome") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "proof_title_fold_trgm" ON "proof" USING gin (search_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "question_title_fold_trgm" ON "question" USING gin (search_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trail_title_fold_trgm" ON "trail" USING gin (search_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parceiro_name_fold_trgm" ON "parceiro" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parceiro_email_lower_idx" ON "parceiro" USING btree (lower("email"));--> statement-breakpoint
-- Statistics of the new expressions now, not at the next autovacuum: with them the planner reads a
-- common word's first matches off the table (a few pages) rather than its whole posting lists.
ANALYZE "users", "chat", "content", "corretor", "asset", "classroom", "course", "instrutor", "proof", "question", "trail", "parceiro";
