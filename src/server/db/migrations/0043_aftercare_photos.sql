CREATE TABLE "aftercare_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"original_file_id" uuid NOT NULL,
	"small_file_id" uuid NOT NULL,
	"large_file_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aftercare_photos" ADD CONSTRAINT "aftercare_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftercare_photos" ADD CONSTRAINT "aftercare_photos_request_id_aftercare_requests_id_fk" FOREIGN KEY ("company_id","request_id") REFERENCES "public"."aftercare_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftercare_photos" ADD CONSTRAINT "aftercare_photos_original_file_id_stored_files_id_fk" FOREIGN KEY ("company_id","original_file_id") REFERENCES "public"."stored_files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftercare_photos" ADD CONSTRAINT "aftercare_photos_small_file_id_stored_files_id_fk" FOREIGN KEY ("company_id","small_file_id") REFERENCES "public"."stored_files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftercare_photos" ADD CONSTRAINT "aftercare_photos_large_file_id_stored_files_id_fk" FOREIGN KEY ("company_id","large_file_id") REFERENCES "public"."stored_files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aftercare_photos_request_idx" ON "aftercare_photos" USING btree ("company_id","request_id","position");--> statement-breakpoint
ALTER TABLE "aftercare_photos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "aftercare_photos" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "aftercare_photos" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "aftercare_photos" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "aftercare_photos_data_changed" AFTER INSERT OR UPDATE OR DELETE ON "aftercare_photos" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_data_changed();--> statement-breakpoint
CREATE TRIGGER "aftercare_photos_data_truncated" AFTER TRUNCATE ON "aftercare_photos" FOR EACH STATEMENT EXECUTE FUNCTION app_data_truncated();
