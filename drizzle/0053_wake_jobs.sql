-- Queued work starts at once (docs/decisions/0069-wake-jobs-by-notify.md): a statement that queues rows in an outbox
-- announces it on the channel liman_jobs with the name of the job that works that outbox (its Job object's name).
-- NOTIFY is sent at commit and dropped on rollback, and PostgreSQL folds identical notifications of one transaction
-- into one: a transaction that queues many rows wakes each job once. Every instance LISTENs (jobs/job-wakeups.ts) and
-- runs the named job; the job's interval stays as the safety net for a notification that was not heard.
CREATE FUNCTION wake_job() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('liman_jobs', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mail_outbox_wake_job AFTER INSERT ON mail_outbox FOR EACH STATEMENT EXECUTE FUNCTION wake_job('mail-outbox');--> statement-breakpoint
CREATE TRIGGER invoices_wake_job AFTER INSERT ON invoices FOR EACH STATEMENT EXECUTE FUNCTION wake_job('invoices');--> statement-breakpoint
CREATE TRIGGER agency_webhook_events_wake_job AFTER INSERT ON agency_webhook_events FOR EACH STATEMENT EXECUTE FUNCTION wake_job('agency-webhooks');
