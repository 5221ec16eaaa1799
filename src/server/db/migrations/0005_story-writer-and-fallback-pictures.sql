ALTER TABLE "stories" ADD COLUMN "writer" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "fallback_pictures" integer DEFAULT 0 NOT NULL;