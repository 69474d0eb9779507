CREATE TABLE "idempotent_request" (
	"user_id" integer NOT NULL,
	"key" varchar(100) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_request_user_id_key_request_hash_pk" PRIMARY KEY("user_id","key","request_hash")
);
--> statement-breakpoint
CREATE INDEX "idempotent_request_created_idx" ON "idempotent_request" USING btree ("created_at");