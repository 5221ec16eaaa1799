CREATE TABLE "narration_timings" (
	"key" text PRIMARY KEY NOT NULL,
	"sentences" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "narration_timings" ADD CONSTRAINT "narration_timings_key_media_objects_key_fk" FOREIGN KEY ("key") REFERENCES "public"."media_objects"("key") ON DELETE cascade ON UPDATE no action;