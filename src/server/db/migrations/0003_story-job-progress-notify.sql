-- Every change of a story job wakes the progress streams that follow it (LISTEN story_job_progress, one connection
-- per server), so an open stream costs the database nothing while its job does not change.
CREATE OR REPLACE FUNCTION notify_story_job_progress() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('story_job_progress', NEW.id::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER story_jobs_notify_progress AFTER UPDATE ON story_jobs FOR EACH ROW EXECUTE FUNCTION notify_story_job_progress();
