-- Tenant isolation enforced by PostgreSQL itself (docs/decisions/0011). Four parts:
-- 1. the tables better-auth writes, and message_reads, get the company_id every tenant table has;
-- 2. a child row names its parent by (company_id, parent_id), so no row can point across companies;
-- 3. row-level security, enabled and forced, on every tenant table and on companies;
-- 4. the few reads that must cross companies before a tenant is known, as SECURITY DEFINER functions.

-- 1. company_id where it was missing: filled from the row's user or project; tokens and counters
-- that name no user are dropped (they are short-lived, and a reset link is asked for again).
ALTER TABLE "rate_limits" DROP CONSTRAINT "rate_limits_key_unique";--> statement-breakpoint
DELETE FROM "rate_limits";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "two_factors" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "message_reads" ADD COLUMN "company_id" uuid;--> statement-breakpoint
UPDATE "accounts" a SET "company_id" = u."company_id" FROM "users" u WHERE u."id" = a."user_id";--> statement-breakpoint
UPDATE "sessions" s SET "company_id" = u."company_id" FROM "users" u WHERE u."id" = s."user_id";--> statement-breakpoint
UPDATE "two_factors" f SET "company_id" = u."company_id" FROM "users" u WHERE u."id" = f."user_id";--> statement-breakpoint
UPDATE "verifications" v SET "company_id" = u."company_id" FROM "users" u WHERE u."id" = v."value";--> statement-breakpoint
DELETE FROM "verifications" WHERE "company_id" IS NULL;--> statement-breakpoint
UPDATE "message_reads" r SET "company_id" = p."company_id" FROM "projects" p WHERE p."id" = r."project_id";--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "company_id" SET DEFAULT nullif(current_setting('app.company_id', true), '')::uuid;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "company_id" SET DEFAULT nullif(current_setting('app.company_id', true), '')::uuid;--> statement-breakpoint
ALTER TABLE "two_factors" ALTER COLUMN "company_id" SET DEFAULT nullif(current_setting('app.company_id', true), '')::uuid;--> statement-breakpoint
ALTER TABLE "verifications" ALTER COLUMN "company_id" SET DEFAULT nullif(current_setting('app.company_id', true), '')::uuid;--> statement-breakpoint
ALTER TABLE "rate_limits" ALTER COLUMN "company_id" SET DEFAULT nullif(current_setting('app.company_id', true), '')::uuid;--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factors" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "verifications" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "message_reads" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_limits_company_key_idx" ON "rate_limits" USING btree ("company_id","key");--> statement-breakpoint

-- 2. Children name their parents within the company.
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_company_id_id_key" UNIQUE ("company_id", "id");--> statement-breakpoint
ALTER TABLE "building_diagrams" ADD CONSTRAINT "building_diagrams_company_id_id_key" UNIQUE ("company_id", "id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_id_key" UNIQUE ("company_id", "id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_id_key" UNIQUE ("company_id", "id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_id_key" UNIQUE ("company_id", "id");--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_company_id_id_key" UNIQUE ("company_id", "id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_id_key" UNIQUE ("company_id", "id");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_id_key" UNIQUE ("company_id", "id");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_company_id_id_key" UNIQUE ("company_id", "id");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_company_id_id_key" UNIQUE ("company_id", "id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_id_key" UNIQUE ("company_id", "id");--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("company_id", "user_id") REFERENCES "users"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("company_id", "user_id") REFERENCES "users"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_customer_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_id_users_id_fk" FOREIGN KEY ("company_id", "customer_id") REFERENCES "users"("company_id", "id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_install_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_install_team_id_teams_id_fk" FOREIGN KEY ("company_id", "install_team_id") REFERENCES "teams"("company_id", "id") ON DELETE SET NULL ("install_team_id");--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("company_id", "user_id") REFERENCES "users"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_actor_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_actor_id_users_id_fk" FOREIGN KEY ("company_id", "actor_id") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_payment_id_payment_items_id_fk";--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payment_items_id_fk" FOREIGN KEY ("company_id", "payment_id") REFERENCES "payment_items"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "payment_items" DROP CONSTRAINT "payment_items_project_id_projects_id_fk";--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_project_id_projects_id_fk" FOREIGN KEY ("company_id", "project_id") REFERENCES "projects"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "project_milestones" DROP CONSTRAINT "project_milestones_project_id_projects_id_fk";--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_project_id_projects_id_fk" FOREIGN KEY ("company_id", "project_id") REFERENCES "projects"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "bank_detail_changes" DROP CONSTRAINT "bank_detail_changes_changed_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "bank_detail_changes" ADD CONSTRAINT "bank_detail_changes_changed_by_users_id_fk" FOREIGN KEY ("company_id", "changed_by") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "company_bank_accounts" DROP CONSTRAINT "company_bank_accounts_updated_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD CONSTRAINT "company_bank_accounts_updated_by_users_id_fk" FOREIGN KEY ("company_id", "updated_by") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "bank_statement_lines" DROP CONSTRAINT "bank_statement_lines_imported_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_imported_by_users_id_fk" FOREIGN KEY ("company_id", "imported_by") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "bank_statement_lines" DROP CONSTRAINT "bank_statement_lines_matched_payment_id_payment_items_id_fk";--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_matched_payment_id_payment_items_id_fk" FOREIGN KEY ("company_id", "matched_payment_id") REFERENCES "payment_items"("company_id", "id");--> statement-breakpoint
ALTER TABLE "contract_events" DROP CONSTRAINT "contract_events_actor_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_actor_id_users_id_fk" FOREIGN KEY ("company_id", "actor_id") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "contract_events" DROP CONSTRAINT "contract_events_contract_id_contracts_id_fk";--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("company_id", "contract_id") REFERENCES "contracts"("company_id", "id");--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_customer_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_users_id_fk" FOREIGN KEY ("company_id", "customer_id") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_project_id_projects_id_fk";--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_project_id_projects_id_fk" FOREIGN KEY ("company_id", "project_id") REFERENCES "projects"("company_id", "id");--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_staff_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_staff_id_users_id_fk" FOREIGN KEY ("company_id", "staff_id") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "project_notes" DROP CONSTRAINT "project_notes_author_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "project_notes" ADD CONSTRAINT "project_notes_author_id_users_id_fk" FOREIGN KEY ("company_id", "author_id") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "project_notes" DROP CONSTRAINT "project_notes_project_id_projects_id_fk";--> statement-breakpoint
ALTER TABLE "project_notes" ADD CONSTRAINT "project_notes_project_id_projects_id_fk" FOREIGN KEY ("company_id", "project_id") REFERENCES "projects"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "checklist_items" DROP CONSTRAINT "checklist_items_completed_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_completed_by_users_id_fk" FOREIGN KEY ("company_id", "completed_by") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "checklist_items" DROP CONSTRAINT "checklist_items_project_id_projects_id_fk";--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_project_id_projects_id_fk" FOREIGN KEY ("company_id", "project_id") REFERENCES "projects"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "design_decisions" DROP CONSTRAINT "design_decisions_customer_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "design_decisions" ADD CONSTRAINT "design_decisions_customer_id_users_id_fk" FOREIGN KEY ("company_id", "customer_id") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "design_decisions" DROP CONSTRAINT "design_decisions_project_id_projects_id_fk";--> statement-breakpoint
ALTER TABLE "design_decisions" ADD CONSTRAINT "design_decisions_project_id_projects_id_fk" FOREIGN KEY ("company_id", "project_id") REFERENCES "projects"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "support_tickets" DROP CONSTRAINT "support_tickets_customer_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_customer_id_users_id_fk" FOREIGN KEY ("company_id", "customer_id") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "ticket_responses" DROP CONSTRAINT "ticket_responses_author_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "ticket_responses" ADD CONSTRAINT "ticket_responses_author_id_users_id_fk" FOREIGN KEY ("company_id", "author_id") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "ticket_responses" DROP CONSTRAINT "ticket_responses_ticket_id_support_tickets_id_fk";--> statement-breakpoint
ALTER TABLE "ticket_responses" ADD CONSTRAINT "ticket_responses_ticket_id_support_tickets_id_fk" FOREIGN KEY ("company_id", "ticket_id") REFERENCES "support_tickets"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "message_reads" DROP CONSTRAINT "message_reads_project_id_projects_id_fk";--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_project_id_projects_id_fk" FOREIGN KEY ("company_id", "project_id") REFERENCES "projects"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "message_reads" DROP CONSTRAINT "message_reads_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_user_id_users_id_fk" FOREIGN KEY ("company_id", "user_id") REFERENCES "users"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "project_messages" DROP CONSTRAINT "project_messages_author_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_author_id_users_id_fk" FOREIGN KEY ("company_id", "author_id") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "project_messages" DROP CONSTRAINT "project_messages_project_id_projects_id_fk";--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_project_id_projects_id_fk" FOREIGN KEY ("company_id", "project_id") REFERENCES "projects"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "activity" DROP CONSTRAINT "activity_actor_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_actor_id_users_id_fk" FOREIGN KEY ("company_id", "actor_id") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "activity" DROP CONSTRAINT "activity_project_id_projects_id_fk";--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_project_id_projects_id_fk" FOREIGN KEY ("company_id", "project_id") REFERENCES "projects"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "building_diagrams" DROP CONSTRAINT "building_diagrams_file_id_stored_files_id_fk";--> statement-breakpoint
ALTER TABLE "building_diagrams" ADD CONSTRAINT "building_diagrams_file_id_stored_files_id_fk" FOREIGN KEY ("company_id", "file_id") REFERENCES "stored_files"("company_id", "id");--> statement-breakpoint
ALTER TABLE "building_diagrams" DROP CONSTRAINT "building_diagrams_project_id_projects_id_fk";--> statement-breakpoint
ALTER TABLE "building_diagrams" ADD CONSTRAINT "building_diagrams_project_id_projects_id_fk" FOREIGN KEY ("company_id", "project_id") REFERENCES "projects"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "building_diagrams" DROP CONSTRAINT "building_diagrams_uploaded_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "building_diagrams" ADD CONSTRAINT "building_diagrams_uploaded_by_users_id_fk" FOREIGN KEY ("company_id", "uploaded_by") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "diagram_notes" DROP CONSTRAINT "diagram_notes_diagram_id_building_diagrams_id_fk";--> statement-breakpoint
ALTER TABLE "diagram_notes" ADD CONSTRAINT "diagram_notes_diagram_id_building_diagrams_id_fk" FOREIGN KEY ("company_id", "diagram_id") REFERENCES "building_diagrams"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "diagram_notes" DROP CONSTRAINT "diagram_notes_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "diagram_notes" ADD CONSTRAINT "diagram_notes_user_id_users_id_fk" FOREIGN KEY ("company_id", "user_id") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "document_requests" DROP CONSTRAINT "document_requests_document_id_documents_id_fk";--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_document_id_documents_id_fk" FOREIGN KEY ("company_id", "document_id") REFERENCES "documents"("company_id", "id");--> statement-breakpoint
ALTER TABLE "document_requests" DROP CONSTRAINT "document_requests_project_id_projects_id_fk";--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_project_id_projects_id_fk" FOREIGN KEY ("company_id", "project_id") REFERENCES "projects"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "document_requests" DROP CONSTRAINT "document_requests_requested_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_requested_by_users_id_fk" FOREIGN KEY ("company_id", "requested_by") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_file_id_stored_files_id_fk";--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_stored_files_id_fk" FOREIGN KEY ("company_id", "file_id") REFERENCES "stored_files"("company_id", "id");--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_project_id_projects_id_fk";--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_project_id_projects_id_fk" FOREIGN KEY ("company_id", "project_id") REFERENCES "projects"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_uploaded_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("company_id", "uploaded_by") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_project_id_projects_id_fk";--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_project_id_projects_id_fk" FOREIGN KEY ("company_id", "project_id") REFERENCES "projects"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_uploaded_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("company_id", "uploaded_by") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "project_delay_notices" DROP CONSTRAINT "project_delay_notices_author_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "project_delay_notices" ADD CONSTRAINT "project_delay_notices_author_id_users_id_fk" FOREIGN KEY ("company_id", "author_id") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "project_delay_notices" DROP CONSTRAINT "project_delay_notices_project_id_projects_id_fk";--> statement-breakpoint
ALTER TABLE "project_delay_notices" ADD CONSTRAINT "project_delay_notices_project_id_projects_id_fk" FOREIGN KEY ("company_id", "project_id") REFERENCES "projects"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "availability_slots" DROP CONSTRAINT "availability_slots_staff_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_staff_id_users_id_fk" FOREIGN KEY ("company_id", "staff_id") REFERENCES "users"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_created_by_users_id_fk" FOREIGN KEY ("company_id", "created_by") REFERENCES "users"("company_id", "id") ON DELETE SET NULL ("created_by");--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("company_id", "user_id") REFERENCES "users"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_converted_customer_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_converted_customer_id_users_id_fk" FOREIGN KEY ("company_id", "converted_customer_id") REFERENCES "users"("company_id", "id") ON DELETE SET NULL ("converted_customer_id");--> statement-breakpoint
ALTER TABLE "site_visits" DROP CONSTRAINT "site_visits_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_created_by_users_id_fk" FOREIGN KEY ("company_id", "created_by") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "site_visits" DROP CONSTRAINT "site_visits_project_id_projects_id_fk";--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_project_id_projects_id_fk" FOREIGN KEY ("company_id", "project_id") REFERENCES "projects"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "site_visits" DROP CONSTRAINT "site_visits_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_team_id_teams_id_fk" FOREIGN KEY ("company_id", "team_id") REFERENCES "teams"("company_id", "id") ON DELETE SET NULL ("team_id");--> statement-breakpoint
ALTER TABLE "slot_bookings" DROP CONSTRAINT "slot_bookings_customer_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_customer_id_users_id_fk" FOREIGN KEY ("company_id", "customer_id") REFERENCES "users"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "slot_bookings" DROP CONSTRAINT "slot_bookings_lead_id_leads_id_fk";--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_lead_id_leads_id_fk" FOREIGN KEY ("company_id", "lead_id") REFERENCES "leads"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "slot_bookings" DROP CONSTRAINT "slot_bookings_project_id_projects_id_fk";--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_project_id_projects_id_fk" FOREIGN KEY ("company_id", "project_id") REFERENCES "projects"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "slot_bookings" DROP CONSTRAINT "slot_bookings_slot_id_availability_slots_id_fk";--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_slot_id_availability_slots_id_fk" FOREIGN KEY ("company_id", "slot_id") REFERENCES "availability_slots"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_assignee_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("company_id", "assignee_id") REFERENCES "users"("company_id", "id") ON DELETE SET NULL ("assignee_id");--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("company_id", "created_by") REFERENCES "users"("company_id", "id");--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_project_id_projects_id_fk";--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_project_id_projects_id_fk" FOREIGN KEY ("company_id", "project_id") REFERENCES "projects"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "gallery_items" DROP CONSTRAINT "gallery_items_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_created_by_users_id_fk" FOREIGN KEY ("company_id", "created_by") REFERENCES "users"("company_id", "id") ON DELETE SET NULL ("created_by");--> statement-breakpoint
ALTER TABLE "gallery_items" DROP CONSTRAINT "gallery_items_file_id_stored_files_id_fk";--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_file_id_stored_files_id_fk" FOREIGN KEY ("company_id", "file_id") REFERENCES "stored_files"("company_id", "id");--> statement-breakpoint
ALTER TABLE "site_content" DROP CONSTRAINT "site_content_updated_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_updated_by_users_id_fk" FOREIGN KEY ("company_id", "updated_by") REFERENCES "users"("company_id", "id") ON DELETE SET NULL ("updated_by");--> statement-breakpoint
ALTER TABLE "two_factors" DROP CONSTRAINT "two_factors_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("company_id", "user_id") REFERENCES "users"("company_id", "id") ON DELETE CASCADE;--> statement-breakpoint

-- 3. Row-level security. The request's company is `app.company_id`, set for each statement's own
-- transaction (src/server/db/tenant-statement.ts); unset, it matches no row.
CREATE FUNCTION "app_current_company"() RETURNS uuid LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('app.company_id', true), '')::uuid $$;--> statement-breakpoint
ALTER TABLE "companies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "companies" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "companies" FOR ALL TO PUBLIC USING ("id" = app_current_company()) WITH CHECK ("id" = app_current_company());--> statement-breakpoint
-- The owner (the role that runs these migrations) does the work that spans companies: migrations,
-- background jobs, the demo seed, backups. The app role that serves requests never holds it.
CREATE POLICY "owner_maintenance" ON "companies" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "accounts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "accounts" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "accounts" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "activity" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "activity" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "activity" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "activity" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "availability_slots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "availability_slots" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "availability_slots" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "availability_slots" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "bank_detail_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bank_detail_changes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "bank_detail_changes" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "bank_detail_changes" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "bank_statement_lines" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "bank_statement_lines" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "building_diagrams" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "building_diagrams" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "building_diagrams" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "building_diagrams" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "checklist_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "checklist_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "checklist_items" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "checklist_items" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "checklist_template_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "checklist_template_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "checklist_template_items" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "checklist_template_items" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "company_bank_accounts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "company_bank_accounts" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "company_bank_accounts" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "company_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "company_counts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "company_counts" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "company_counts" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "configurator_options" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "configurator_options" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "configurator_options" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "configurator_options" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "contract_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "contract_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "contract_events" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "contract_events" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "contracts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "contracts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "contracts" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "contracts" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "design_decisions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "design_decisions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "design_decisions" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "design_decisions" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "diagram_notes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "diagram_notes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "diagram_notes" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "diagram_notes" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "document_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "document_requests" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "document_requests" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "document_requests" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "documents" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "documents" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "documents" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "email_outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "email_outbox" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "email_outbox" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "email_outbox" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "gallery_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "gallery_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "gallery_items" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "gallery_items" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "idempotency_keys" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "idempotency_keys" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "idempotency_keys" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "invitations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invitations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "invitations" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "invitations" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "leads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "leads" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "leads" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "leads" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "message_reads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "message_reads" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "message_reads" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "message_reads" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "payment_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payment_events" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "payment_events" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "payment_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payment_items" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "payment_items" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "project_delay_notices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "project_delay_notices" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "project_delay_notices" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "project_delay_notices" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "project_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "project_messages" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "project_messages" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "project_messages" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "project_milestones" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "project_milestones" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "project_milestones" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "project_milestones" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "project_notes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "project_notes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "project_notes" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "project_notes" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "projects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "projects" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "projects" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "projects" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "rate_limits" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "rate_limits" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "rate_limits" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "rate_limits" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sessions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sessions" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "sessions" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "site_content" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "site_content" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "site_content" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "site_content" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "site_visits" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "site_visits" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "site_visits" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "site_visits" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "slot_bookings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "slot_bookings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "slot_bookings" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "slot_bookings" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "stored_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stored_files" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "stored_files" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "stored_files" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "support_tickets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "support_tickets" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "support_tickets" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "support_tickets" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tasks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tasks" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "tasks" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "teams" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "teams" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "teams" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "teams" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "ticket_responses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ticket_responses" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "ticket_responses" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "ticket_responses" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "two_factors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "two_factors" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "two_factors" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "two_factors" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "users" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "users" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "verifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "verifications" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "verifications" FOR ALL TO PUBLIC USING ("company_id" = app_current_company()) WITH CHECK ("company_id" = app_current_company());--> statement-breakpoint
CREATE POLICY "owner_maintenance" ON "verifications" FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true);--> statement-breakpoint

-- 4. The crossing paths, each listed in docs/security.md. They run as their owner and return only
-- what the caller needs: the company a host names (never a demo visitor's copy), and with it the
-- session a cookie's token names, only if its user belongs to that company or to a copy of it
-- (of another company's session, only that it is one, so the request is refused as before).
-- PL/pgSQL, whose plans are kept per connection (a SQL function with SET is planned on every call
-- before PostgreSQL 18), and every relation named with its schema instead of a SET search_path,
-- which would cost a setting change per call: the app role can create nothing a name could resolve to.
CREATE FUNCTION "app_company_by_subdomain"(p_subdomain text)
  RETURNS TABLE (id uuid, name text, subdomain text, logo_url text, primary_color text, secondary_color text, is_active boolean, subscription_tier text, settings jsonb, created_at timestamptz, is_demo boolean, demo_of uuid)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  AS $$
  #variable_conflict use_column
  BEGIN
    RETURN QUERY
    SELECT c.id, c.name, c.subdomain, c.logo_url, c.primary_color, c.secondary_color, c.is_active,
      c.subscription_tier, c.settings, c.created_at, c.is_demo, c.demo_of
    FROM public.companies c WHERE c.subdomain = p_subdomain AND c.demo_of IS NULL LIMIT 1;
  END
  $$;--> statement-breakpoint
CREATE FUNCTION "app_company_with_session"(p_subdomain text, p_token text)
  RETURNS TABLE (id uuid, name text, subdomain text, logo_url text, primary_color text, secondary_color text, is_active boolean, subscription_tier text, settings jsonb, created_at timestamptz, is_demo boolean, demo_of uuid, session_expires_at timestamptz, session_user_id text, user_name text,
    user_email text, user_role public.role, user_company_id uuid, user_is_first_login boolean, foreign_session boolean)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  AS $$
  #variable_conflict use_column
  BEGIN
    RETURN QUERY
    SELECT c.id, c.name, c.subdomain, c.logo_url, c.primary_color, c.secondary_color, c.is_active,
      c.subscription_tier, c.settings, c.created_at, c.is_demo, c.demo_of,
      s.expires_at, u.id, u.name, u.email, u.role, u.company_id, u.is_first_login,
      -- A token of another company's session: the caller learns only that it is not one of ours.
      s.token IS NULL AND EXISTS (SELECT 1 FROM public.sessions other WHERE other.token = p_token)
    FROM public.companies c
    LEFT JOIN public.sessions s ON s.token = p_token
      AND (s.company_id = c.id OR s.company_id IN (SELECT copy.id FROM public.companies copy WHERE copy.demo_of = c.id))
    LEFT JOIN public.users u ON u.company_id = s.company_id AND u.id = s.user_id
    WHERE c.subdomain = p_subdomain AND c.demo_of IS NULL
    LIMIT 1;
  END
  $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "app_company_by_subdomain"(text) FROM PUBLIC;--> statement-breakpoint
REVOKE ALL ON FUNCTION "app_company_with_session"(text, text) FROM PUBLIC;
