-- Audit-log retention (docs/decisions/0065-audit-log-retention.md). The retention job deletes the rows past their
-- period in small batches, oldest first; its second pass (the rows kept for the short period) walks this index, so
-- it never steps over the bookkeeping rows kept for ten years.
CREATE INDEX "audit_log_short_lived_at_idx" ON "audit_log" USING btree ("at","id") WHERE "audit_log"."entity" NOT IN ('reservations', 'transactions');--> statement-breakpoint
-- The log is evidence: a row leaves it only through the retention job, which sets liman.audit_retention for its own
-- transaction (audit/delete-expired-audit-rows.ts), or a restore, which switches the log off (liman.audit = off)
-- and replaces every table's rows with the archive's. Any other DELETE or TRUNCATE (a stray query, psql) is refused.
-- Updates stay allowed: erasure and anonymisation scrub personal data out of the rows (migration 0019).
CREATE FUNCTION audit_log_keep() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('liman.audit_retention', true) = 'on' OR current_setting('liman.audit', true) = 'off' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log rows are removed only by the retention job' USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_keep_rows BEFORE DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_keep();--> statement-breakpoint
CREATE TRIGGER audit_log_keep_table BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_keep();
