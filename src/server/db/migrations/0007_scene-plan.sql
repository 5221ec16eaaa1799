ALTER TABLE "story_scenes" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "story_scenes" ADD COLUMN "activity_image_url" text;