ALTER TYPE "public"."activity_type" ADD VALUE 'install_date_changed';--> statement-breakpoint
CREATE TABLE "checklist_template_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" "checklist_item_type" NOT NULL,
	"visibility" "checklist_visibility" DEFAULT 'public' NOT NULL,
	"is_mandatory" boolean DEFAULT false NOT NULL,
	"stage" "project_stage",
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_delay_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" text NOT NULL,
	"author_id" text NOT NULL,
	"reason" text NOT NULL,
	"previous_install_date" date,
	"revised_install_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "stage" "project_stage";--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_template_items" ADD CONSTRAINT "checklist_template_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_delay_notices" ADD CONSTRAINT "project_delay_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_delay_notices" ADD CONSTRAINT "project_delay_notices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_delay_notices" ADD CONSTRAINT "project_delay_notices_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_template_items_company_idx" ON "checklist_template_items" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "project_delay_notices_project_idx" ON "project_delay_notices" USING btree ("company_id","project_id","created_at");