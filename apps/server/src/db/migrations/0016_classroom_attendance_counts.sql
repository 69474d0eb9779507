CREATE TABLE "classroom_absences" (
	"classroom_id" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_subscribed" (
	"classroom_id" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
-- The classroom list shows each classroom's subscribed, present and absent participants: kept
-- per classroom by the statement triggers of migration 0014, rather than counted per page.
CALL "bo_keep_count_per_key"('classroom_subscription', 'classroom_subscribed', 'classroom_id', 'true');--> statement-breakpoint
CALL "bo_keep_count_per_key"('classroom_subscription', 'classroom_absences', 'classroom_id', '"is_present" = 0');
