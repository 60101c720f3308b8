ALTER TYPE "public"."variation_event_kind" ADD VALUE 'attachments_added';--> statement-breakpoint
CREATE TABLE "variation_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"variation_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "variation_attachments_position_key" UNIQUE("company_id","variation_id","position")
);
--> statement-breakpoint
ALTER TABLE "variation_attachments" ADD CONSTRAINT "variation_attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_attachments" ADD CONSTRAINT "variation_attachments_variation_id_variations_id_fk" FOREIGN KEY ("company_id","variation_id") REFERENCES "public"."variations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_attachments" ADD CONSTRAINT "variation_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."stored_files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_attachments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "variation_attachments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "variation_attachments" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "variation_attachments" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "variation_attachments_data_changed" AFTER INSERT OR UPDATE OR DELETE ON "variation_attachments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_data_changed();--> statement-breakpoint
CREATE TRIGGER "variation_attachments_data_truncated" AFTER TRUNCATE ON "variation_attachments" FOR EACH STATEMENT EXECUTE FUNCTION app_data_truncated();
