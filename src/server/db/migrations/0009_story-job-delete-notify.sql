-- A deleted story job (its account deleted, or the job removed) wakes its progress streams too: they read the job,
-- find it gone and end, so a stream never outlives its job or its account and its place is freed at once.
CREATE OR REPLACE FUNCTION notify_story_job_progress() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('story_job_progress', OLD.id::text);
    RETURN OLD;
  END IF;
  PERFORM pg_notify('story_job_progress', NEW.id::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER story_jobs_notify_delete AFTER DELETE ON story_jobs FOR EACH ROW EXECUTE FUNCTION notify_story_job_progress();
