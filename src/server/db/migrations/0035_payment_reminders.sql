CREATE TYPE "public"."payment_reminder_kind" AS ENUM('before_due', 'due_today', 'overdue_3', 'overdue_10', 'manual');--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" "payment_reminder_kind" NOT NULL,
	"due_date" date,
	"sent_by" text,
	"to_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_payment_id_payment_items_id_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."payment_items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_sent_by_users_id_fk" FOREIGN KEY ("company_id","sent_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminders_once_idx" ON "payment_reminders" USING btree ("company_id","payment_id","kind") WHERE kind <> 'manual';--> statement-breakpoint
CREATE INDEX "payment_reminders_payment_idx" ON "payment_reminders" USING btree ("company_id","payment_id","created_at");--> statement-breakpoint
ALTER TABLE "payment_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_reminders" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payment_reminders" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "payment_reminders" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payment_reminders_data_changed" AFTER INSERT OR UPDATE OR DELETE ON "payment_reminders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_data_changed();--> statement-breakpoint
CREATE TRIGGER "payment_reminders_data_truncated" AFTER TRUNCATE ON "payment_reminders" FOR EACH STATEMENT EXECUTE FUNCTION app_data_truncated();
