CREATE INDEX "stories_character_idx" ON "stories" USING btree ("character_id");--> statement-breakpoint
CREATE INDEX "story_jobs_story_idx" ON "story_jobs" USING btree ("story_id") WHERE "story_jobs"."story_id" is not null;--> statement-breakpoint
CREATE INDEX "story_scenes_user_idx" ON "story_scenes" USING btree ("user_id");