ALTER TABLE "user_settings" DROP COLUMN "child_name";--> statement-breakpoint
ALTER TABLE "user_settings" DROP COLUMN "child_pronoun";