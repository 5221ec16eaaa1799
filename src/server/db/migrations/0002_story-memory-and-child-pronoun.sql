ALTER TABLE "stories" ADD COLUMN "memory" jsonb;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "child_pronoun" text;