-- Work made due again wakes its job too (decision 0069): staff sending a mail again, asking again for a failed
-- invoice or re-sending an agency's webhook event set the row's next attempt to now and clear its lease; the job then
-- ran only at its interval (5–15 s later) though the answer said "at once". A row-level trigger (a statement-level one
-- cannot see the rows) announces it when an UPDATE moves a row's next attempt to now or earlier and no worker holds
-- it. A job's own updates never do: they lease a row (locked_until) or push its next attempt into the future (backoff
-- of 10 s or more), so a job cannot wake itself in a loop. One transaction's identical notifications fold into one.
CREATE TRIGGER mail_outbox_wake_job_when_due AFTER UPDATE OF next_attempt_at, locked_until ON mail_outbox FOR EACH ROW
  WHEN (NEW.status = 'queued' AND NEW.locked_until IS NULL AND NEW.next_attempt_at <= now()
    AND (OLD.next_attempt_at IS DISTINCT FROM NEW.next_attempt_at OR OLD.status IS DISTINCT FROM NEW.status))
  EXECUTE FUNCTION wake_job('mail-outbox');--> statement-breakpoint
CREATE TRIGGER invoices_wake_job_when_due AFTER UPDATE OF next_attempt_at, locked_until ON invoices FOR EACH ROW
  WHEN (NEW.state IN ('queued', 'archiving') AND NEW.locked_until IS NULL AND NEW.next_attempt_at <= now()
    AND (OLD.next_attempt_at IS DISTINCT FROM NEW.next_attempt_at OR OLD.state IS DISTINCT FROM NEW.state))
  EXECUTE FUNCTION wake_job('invoices');--> statement-breakpoint
CREATE TRIGGER agency_webhook_events_wake_job_when_due AFTER UPDATE OF next_attempt_at, locked_until ON agency_webhook_events
  FOR EACH ROW
  WHEN (NEW.status = 'pending' AND NEW.locked_until IS NULL AND NEW.next_attempt_at <= now()
    AND (OLD.next_attempt_at IS DISTINCT FROM NEW.next_attempt_at OR OLD.status IS DISTINCT FROM NEW.status))
  EXECUTE FUNCTION wake_job('agency-webhooks');
