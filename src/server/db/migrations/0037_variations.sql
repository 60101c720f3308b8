CREATE TYPE "public"."variation_event_kind" AS ENUM('proposed', 'approved', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."variation_status" AS ENUM('proposed', 'approved', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TABLE "variation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "variation_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"variation_id" uuid NOT NULL,
	"kind" "variation_event_kind" NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"prev_hash" text,
	"hash" text NOT NULL,
	"seal_key_id" text,
	"seal_signature" text
);
--> statement-breakpoint
CREATE TABLE "variations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_change_pence" integer NOT NULL,
	"days_added" integer DEFAULT 0 NOT NULL,
	"status" "variation_status" DEFAULT 'proposed' NOT NULL,
	"proposed_by" text NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"signature_name" text,
	"signer_email" text,
	"signer_ip" text,
	"signer_user_agent" text,
	"consent_text" text,
	"decline_reason" text,
	"payment_item_id" uuid,
	"install_date_before" date,
	"install_date_after" date,
	"last_event_hash" text,
	CONSTRAINT "variations_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "variations_price_change_bounded" CHECK ("variations"."price_change_pence" between -10000000 and 10000000),
	CONSTRAINT "variations_days_added_bounded" CHECK ("variations"."days_added" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "variation_events" ADD CONSTRAINT "variation_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_events" ADD CONSTRAINT "variation_events_variation_id_variations_id_fk" FOREIGN KEY ("company_id","variation_id") REFERENCES "public"."variations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_events" ADD CONSTRAINT "variation_events_actor_id_users_id_fk" FOREIGN KEY ("company_id","actor_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_project_id_projects_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_proposed_by_users_id_fk" FOREIGN KEY ("company_id","proposed_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_answered_by_users_id_fk" FOREIGN KEY ("company_id","answered_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "variation_events_variation_idx" ON "variation_events" USING btree ("variation_id","seq");--> statement-breakpoint
CREATE INDEX "variations_project_idx" ON "variations" USING btree ("company_id","project_id","created_at");--> statement-breakpoint
ALTER TABLE "variations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "variations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "variations" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "variations" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "variations_data_changed" AFTER INSERT OR UPDATE OR DELETE ON "variations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_data_changed();--> statement-breakpoint
CREATE TRIGGER "variations_data_truncated" AFTER TRUNCATE ON "variations" FOR EACH STATEMENT EXECUTE FUNCTION app_data_truncated();
--> statement-breakpoint
ALTER TABLE "variation_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "variation_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "variation_events" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "variation_events" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "variation_events_data_changed" AFTER INSERT OR UPDATE OR DELETE ON "variation_events" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_data_changed();--> statement-breakpoint
CREATE TRIGGER "variation_events_data_truncated" AFTER TRUNCATE ON "variation_events" FOR EACH STATEMENT EXECUTE FUNCTION app_data_truncated();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variation_events_append_only() RETURNS trigger AS $$
BEGIN
  -- As contract events: a demo visitor's copy takes its events with it.
  IF TG_OP = 'DELETE' AND EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id AND demo_of IS NOT NULL) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'variation events cannot be changed or deleted' USING ERRCODE = 'check_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER variation_events_append_only
  BEFORE UPDATE OR DELETE ON variation_events
  FOR EACH ROW EXECUTE FUNCTION variation_events_append_only();
