-- Grants last 30 minutes; those made before the content origin could not name their frame.
DELETE FROM "scorm_preview";--> statement-breakpoint
ALTER TABLE "scorm_preview" ADD COLUMN "frame_origin" varchar(255) NOT NULL;