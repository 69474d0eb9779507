CREATE INDEX "corretor_name_trgm" ON "corretor" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "corretor_email_trgm" ON "corretor" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "corretor_susep_trgm" ON "corretor" USING gin ("susep" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "corretor_cpf_trgm" ON "corretor" USING gin ("cpf" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "asset_module_id_idx" ON "asset" USING btree ("module_name","id");--> statement-breakpoint
CREATE INDEX "parceiro_name_trgm" ON "parceiro" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parceiro_email_trgm" ON "parceiro" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parceiro_company_trgm" ON "parceiro" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parceiro_cpf_trgm" ON "parceiro" USING gin ("cpf" gin_trgm_ops);