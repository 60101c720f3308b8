ALTER TABLE "companies" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "demo_of" uuid;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "acknowledged_amount_pence" integer;--> statement-breakpoint
ALTER TABLE "contract_events" ADD COLUMN "seal_key_id" text;--> statement-breakpoint
ALTER TABLE "contract_events" ADD COLUMN "seal_signature" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "secret_values" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_demo_of_companies_id_fk" FOREIGN KEY ("demo_of") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_demo_of_idx" ON "companies" USING btree ("demo_of") WHERE demo_of is not null;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- A data directory seeded before this column existed: its demo companies are the ones the demo
-- seed gave sample accounts (tenant:create never does).
UPDATE "companies" SET "is_demo" = true WHERE "settings" ? 'demoAccounts';
--> statement-breakpoint
-- Sent invitation and reset emails stored before one-time links were kept apart: their stored
-- copies no longer hold the link (emails still waiting to go out keep theirs until sent).
UPDATE "email_outbox"
SET "text_body" = regexp_replace("text_body", '\S+/(invitations/[A-Za-z0-9_-]{43}|reset-password\?token=)\S*', '[Link hidden: only the recipient can use it]', 'g')
WHERE "kind" IN ('invitation', 'password-reset') AND "sent_at" IS NOT NULL;
