DROP INDEX "email_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "send_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_undispatched_idx" ON "email_outbox" USING btree ("created_at") WHERE dispatched_at is null;--> statement-breakpoint
-- Emails already sent, or given up on, need no delivery job.
UPDATE "email_outbox" SET "dispatched_at" = now() WHERE "sent_at" IS NOT NULL OR "attempts" >= 8;--> statement-breakpoint
-- A new email wakes the delivery dispatcher as its transaction commits (NOTIFY is sent on commit,
-- and not at all on rollback); a dispatcher that missed it finds the email within a minute anyway.
CREATE FUNCTION "email_outbox_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('arbour_email_outbox', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "email_outbox_notify" AFTER INSERT ON "email_outbox" FOR EACH STATEMENT EXECUTE FUNCTION "email_outbox_notify"();
