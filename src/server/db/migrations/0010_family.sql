ALTER TABLE "stories" ADD COLUMN "child_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "family" jsonb DEFAULT '{"children":[],"grownUps":[],"pets":[]}'::jsonb NOT NULL;--> statement-breakpoint
-- The child of the Settings name field becomes the family's first child, with its pronoun; the age band is unknown,
-- so it is the app's own age (preschooler), which the parent can change. Their stories so far are that child's.
UPDATE "user_settings"
SET "family" = jsonb_build_object(
  'children', jsonb_build_array(jsonb_build_object(
    'id', gen_random_uuid()::text,
    'name', "child_name",
    'pronoun', "child_pronoun",
    'age', 'preschooler'
  )),
  'grownUps', '[]'::jsonb,
  'pets', '[]'::jsonb
)
WHERE "child_name" IS NOT NULL AND btrim("child_name") <> '';
--> statement-breakpoint
UPDATE "stories" AS s
SET "child_ids" = jsonb_build_array(u."family" -> 'children' -> 0 -> 'id')
FROM "user_settings" AS u
WHERE s."user_id" = u."user_id" AND jsonb_array_length(u."family" -> 'children') > 0;
