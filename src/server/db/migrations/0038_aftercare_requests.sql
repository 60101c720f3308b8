CREATE TYPE "public"."aftercare_category" AS ENUM('leak', 'door_window', 'electrics', 'finish', 'other');--> statement-breakpoint
CREATE TYPE "public"."aftercare_status" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TYPE "public"."aftercare_triage" AS ENUM('under_guarantee', 'chargeable', 'not_defect');--> statement-breakpoint
ALTER TYPE "public"."visit_kind" ADD VALUE 'aftercare';--> statement-breakpoint
CREATE TABLE "aftercare_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aftercare_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"category" "aftercare_category" NOT NULL,
	"description" text NOT NULL,
	"preferred_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "aftercare_status" DEFAULT 'open' NOT NULL,
	"triage" "aftercare_triage",
	"triaged_at" timestamp with time zone,
	"site_visit_id" uuid,
	"first_staff_response_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closing_note" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "aftercare_requests_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "completed_on" date;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_company_id_id_key" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "aftercare_replies" ADD CONSTRAINT "aftercare_replies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftercare_replies" ADD CONSTRAINT "aftercare_replies_request_id_aftercare_requests_id_fk" FOREIGN KEY ("company_id","request_id") REFERENCES "public"."aftercare_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftercare_replies" ADD CONSTRAINT "aftercare_replies_author_id_users_id_fk" FOREIGN KEY ("company_id","author_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftercare_requests" ADD CONSTRAINT "aftercare_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftercare_requests" ADD CONSTRAINT "aftercare_requests_project_id_projects_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftercare_requests" ADD CONSTRAINT "aftercare_requests_customer_id_users_id_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftercare_requests" ADD CONSTRAINT "aftercare_requests_site_visit_id_site_visits_id_fk" FOREIGN KEY ("company_id","site_visit_id") REFERENCES "public"."site_visits"("company_id","id") ON DELETE SET NULL ("site_visit_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aftercare_replies_request_idx" ON "aftercare_replies" USING btree ("company_id","request_id","created_at");--> statement-breakpoint
CREATE INDEX "aftercare_requests_project_idx" ON "aftercare_requests" USING btree ("company_id","project_id","created_at");--> statement-breakpoint
CREATE INDEX "aftercare_requests_open_idx" ON "aftercare_requests" USING btree ("company_id","status","first_staff_response_at","created_at");--> statement-breakpoint
ALTER TABLE "aftercare_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "aftercare_requests" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "aftercare_requests" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "aftercare_requests" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "aftercare_requests_data_changed" AFTER INSERT OR UPDATE OR DELETE ON "aftercare_requests" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_data_changed();--> statement-breakpoint
CREATE TRIGGER "aftercare_requests_data_truncated" AFTER TRUNCATE ON "aftercare_requests" FOR EACH STATEMENT EXECUTE FUNCTION app_data_truncated();--> statement-breakpoint
ALTER TABLE "aftercare_replies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "aftercare_replies" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "aftercare_replies" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "aftercare_replies" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "aftercare_replies_data_changed" AFTER INSERT OR UPDATE OR DELETE ON "aftercare_replies" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_data_changed();--> statement-breakpoint
CREATE TRIGGER "aftercare_replies_data_truncated" AFTER TRUNCATE ON "aftercare_replies" FOR EACH STATEMENT EXECUTE FUNCTION app_data_truncated();--> statement-breakpoint
UPDATE "projects" SET "completed_on" = coalesce("install_date", "updated_at"::date) WHERE "stage" = 'completed';
