-- The contract's terms frozen per reservation (docs/decisions/0061-contract-terms-frozen-per-reservation.md): the
-- template's texts become immutable versions, the newest being the current one; a reservation points to the version
-- in force when it was booked; each new version is in the audit log.
CREATE TABLE "document_template_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_template_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"content_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_template_versions_template_version_key" UNIQUE("template_id","version"),
	CONSTRAINT "document_template_versions_version_check" CHECK ("document_template_versions"."version" >= 1),
	CONSTRAINT "document_template_versions_body_check" CHECK (length(btrim("document_template_versions"."body")) BETWEEN 1 AND 50000),
	CONSTRAINT "document_template_versions_body_en_check" CHECK (length("document_template_versions"."body_en") <= 50000),
	CONSTRAINT "document_template_versions_hash_check" CHECK ("document_template_versions"."content_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "document_template_versions" ADD CONSTRAINT "document_template_versions_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_template_versions" ADD CONSTRAINT "document_template_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_template_versions_template_idx" ON "document_template_versions" USING btree ("template_id","id");--> statement-breakpoint
-- A version is immutable: its hash is computed here at insert (whatever the insert said), and an update may only
-- clear its author (ON DELETE SET NULL of a deleted user). Deleting a version a reservation uses is refused by the
-- foreign key; a restore empties the table with DELETE (backup/restore-backup.ts), so deletes are not refused here.
CREATE FUNCTION document_template_version_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.content_hash := encode(sha256(convert_to(jsonb_build_array(NEW.body, NEW.body_en)::text, 'UTF8')), 'hex');
    RETURN NEW;
  END IF;
  IF (NEW.template_id, NEW.version, NEW.body, NEW.body_en, NEW.content_hash, NEW.created_at)
     IS DISTINCT FROM (OLD.template_id, OLD.version, OLD.body, OLD.body_en, OLD.content_hash, OLD.created_at) THEN
    RAISE EXCEPTION 'document_template_versions rows are immutable (id %)', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER document_template_version_guard BEFORE INSERT OR UPDATE ON document_template_versions FOR EACH ROW EXECUTE FUNCTION document_template_version_guard();--> statement-breakpoint
-- Version 1 of each template: its text at migration time.
INSERT INTO "document_template_versions" ("template_id", "version", "body", "body_en", "created_by", "created_at")
SELECT "id", 1, "body", "body_en", "updated_by", "updated_at" FROM "document_templates";--> statement-breakpoint
-- From here on each new version is in the audit log (decision 0017's log; version 1 above is the migration's, not a
-- change): who (the actor), when, and what changed: `before` holds the previous version's number and the texts that
-- differ, `after` the new ones and the new hash, so the audit screen shows "field: before → after" for an insert.
-- Versions are never updated (the guard), and a delete only happens in a restore, which switches the log off.
CREATE FUNCTION audit_document_template_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  prev document_template_versions;
  b jsonb := '{}';
  a jsonb;
BEGIN
  IF current_setting('liman.audit', true) = 'off' THEN RETURN NULL; END IF;
  SELECT * INTO prev FROM document_template_versions
   WHERE template_id = NEW.template_id AND version < NEW.version
   ORDER BY version DESC LIMIT 1;
  a := jsonb_build_object('version', NEW.version, 'content_hash', NEW.content_hash);
  IF prev.id IS NULL THEN
    a := a || jsonb_build_object('body', NEW.body, 'body_en', NEW.body_en);
  ELSE
    b := jsonb_build_object('version', prev.version, 'content_hash', prev.content_hash);
    IF NEW.body IS DISTINCT FROM prev.body THEN
      b := b || jsonb_build_object('body', prev.body);
      a := a || jsonb_build_object('body', NEW.body);
    END IF;
    IF NEW.body_en IS DISTINCT FROM prev.body_en THEN
      b := b || jsonb_build_object('body_en', prev.body_en);
      a := a || jsonb_build_object('body_en', NEW.body_en);
    END IF;
  END IF;
  INSERT INTO audit_log (at, actor_id, entity, entity_id, action, before, after, reason, reservation_id)
  VALUES (
    coalesce(nullif(current_setting('liman.at', true), '')::timestamptz, now()),
    nullif(current_setting('liman.actor_id', true), '')::integer,
    TG_TABLE_NAME,
    NEW.id::text,
    'insert',
    CASE WHEN b = '{}' THEN NULL ELSE b END,
    a,
    nullif(current_setting('liman.audit_reason', true), ''),
    NULL
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_document_template_versions AFTER INSERT ON document_template_versions FOR EACH ROW EXECUTE FUNCTION audit_document_template_version();--> statement-breakpoint
-- The contract terms in force now: the newest version of `charter_contract`. The default of
-- reservations.contract_template_version_id, evaluated in the booking's own transaction.
CREATE FUNCTION current_contract_template_version() RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT v.id FROM document_template_versions v
    JOIN document_templates t ON t.id = v.template_id
   WHERE t.key = 'charter_contract'
   ORDER BY v.version DESC
   LIMIT 1
$$;
--> statement-breakpoint
-- Existing reservations get the version current at migration time (the default is evaluated for each of them).
ALTER TABLE "reservations" ADD COLUMN "contract_template_version_id" integer DEFAULT current_contract_template_version() NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_contract_template_version_id_document_template_versions_id_fk" FOREIGN KEY ("contract_template_version_id") REFERENCES "public"."document_template_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" DROP CONSTRAINT "document_templates_body_check";--> statement-breakpoint
ALTER TABLE "document_templates" DROP CONSTRAINT "document_templates_body_en_check";--> statement-breakpoint
ALTER TABLE "document_templates" DROP CONSTRAINT "document_templates_updated_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "document_templates" DROP COLUMN "body";--> statement-breakpoint
ALTER TABLE "document_templates" DROP COLUMN "body_en";--> statement-breakpoint
ALTER TABLE "document_templates" DROP COLUMN "updated_by";--> statement-breakpoint
ALTER TABLE "document_templates" DROP COLUMN "updated_at";
