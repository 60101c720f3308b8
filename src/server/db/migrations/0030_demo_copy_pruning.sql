ALTER TABLE "users" DROP CONSTRAINT "users_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" DROP CONSTRAINT "bank_statement_lines_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_items" DROP CONSTRAINT "payment_items_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "project_milestones" DROP CONSTRAINT "project_milestones_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "contract_events" DROP CONSTRAINT "contract_events_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "project_notes" DROP CONSTRAINT "project_notes_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "checklist_items" DROP CONSTRAINT "checklist_items_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "design_decisions" DROP CONSTRAINT "design_decisions_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "support_tickets" DROP CONSTRAINT "support_tickets_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_responses" DROP CONSTRAINT "ticket_responses_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "project_messages" DROP CONSTRAINT "project_messages_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "activity" DROP CONSTRAINT "activity_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "building_diagrams" DROP CONSTRAINT "building_diagrams_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "diagram_notes" DROP CONSTRAINT "diagram_notes_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "document_requests" DROP CONSTRAINT "document_requests_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "project_delay_notices" DROP CONSTRAINT "project_delay_notices_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "teams" DROP CONSTRAINT "teams_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "availability_slots" DROP CONSTRAINT "availability_slots_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "site_visits" DROP CONSTRAINT "site_visits_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "slot_bookings" DROP CONSTRAINT "slot_bookings_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "configurator_options" DROP CONSTRAINT "configurator_options_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "gallery_items" DROP CONSTRAINT "gallery_items_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "site_content" DROP CONSTRAINT "site_content_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_notes" ADD CONSTRAINT "project_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_decisions" ADD CONSTRAINT "design_decisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_responses" ADD CONSTRAINT "ticket_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_diagrams" ADD CONSTRAINT "building_diagrams_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagram_notes" ADD CONSTRAINT "diagram_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_delay_notices" ADD CONSTRAINT "project_delay_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_options" ADD CONSTRAINT "configurator_options_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_items_completed_by_idx" ON "checklist_items" USING btree ("completed_by") WHERE completed_by is not null;--> statement-breakpoint
-- Every company_id above now cascades, so deleting a company removes all its rows in one statement.
-- Only a demo visitor's copy may be deleted (a real company is deactivated, never deleted: before
-- this migration its rows refused it), and whether a company is a copy is fixed when it is made, so
-- a real company can never be turned into one to shed its records.
CREATE FUNCTION companies_delete_only_demo_copies() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.demo_of IS DISTINCT FROM OLD.demo_of THEN
      RAISE EXCEPTION 'company % cannot become or stop being a demo copy', OLD.id USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  IF OLD.demo_of IS NULL THEN
    RAISE EXCEPTION 'company % is not a demo copy and cannot be deleted (deactivate it instead)', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  -- A copy's contracts and their events go first, while the copy's row still says it is a copy:
  -- their triggers let a demo copy's signed contracts go and nobody else's. (In the cascade that
  -- follows, the company row is already gone from what a trigger can see.)
  DELETE FROM contract_events WHERE company_id = OLD.id;
  DELETE FROM contracts WHERE company_id = OLD.id;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER companies_delete_only_demo_copies
  BEFORE UPDATE OF demo_of OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_delete_only_demo_copies();
--> statement-breakpoint
-- As in migration 0016, but a signed contract of a demo visitor's copy may be deleted (with its copy).
CREATE OR REPLACE FUNCTION contracts_refuse_change_after_signing() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.signed_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id AND demo_of IS NOT NULL) THEN
      RAISE EXCEPTION 'contract % is signed and cannot be deleted', OLD.id USING ERRCODE = 'check_violation';
    END IF;
    RETURN OLD;
  END IF;
  -- The head of the audit chain moves one link at a time to a newer event of this contract, so
  -- deleting the last events and pointing the head back at an older one is refused.
  IF NEW.last_event_hash IS DISTINCT FROM OLD.last_event_hash AND NOT EXISTS (
    SELECT 1 FROM contract_events e
    WHERE e.contract_id = NEW.id AND e.hash = NEW.last_event_hash AND e.prev_hash IS NOT DISTINCT FROM OLD.last_event_hash
  ) THEN
    RAISE EXCEPTION 'contract % audit chain head can only move to the next event', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  -- The customer's request for work to start is recorded once, on a signed contract, and stays.
  IF OLD.work_start_requested_at IS NOT NULL AND NEW.work_start_requested_at IS DISTINCT FROM OLD.work_start_requested_at THEN
    RAISE EXCEPTION 'contract % work start request cannot be changed', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.work_start_requested_at IS NOT NULL AND NEW.signed_at IS NULL THEN
    RAISE EXCEPTION 'contract % is not signed, so work cannot be asked to start', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  -- Voiding is one-way too: an unvoided contract could otherwise be signed after all.
  IF OLD.voided_at IS NOT NULL AND NEW.voided_at IS DISTINCT FROM OLD.voided_at THEN
    RAISE EXCEPTION 'contract % is voided and stays voided', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.signed_at IS NOT NULL
    AND (to_jsonb(NEW) - 'work_start_requested_at' - 'last_event_hash') IS DISTINCT FROM (to_jsonb(OLD) - 'work_start_requested_at' - 'last_event_hash')
  THEN
    RAISE EXCEPTION 'contract % is signed and cannot be changed', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The audit trail stays append-only, except that a demo visitor's copy takes its events with it.
CREATE OR REPLACE FUNCTION contract_events_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id AND demo_of IS NOT NULL) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'contract events cannot be changed or deleted' USING ERRCODE = 'check_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- As in migration 0024, but a count of a company deleted in the same statement is not kept: the
-- statement triggers of a cascade run after the company and its counts are gone, and a count
-- written back then would name a company that no longer exists.
CREATE OR REPLACE FUNCTION company_counts_add(changes company_count_change[]) RETURNS void AS $$
  INSERT INTO company_counts AS c (company_id, name, n)
  SELECT ch.company_id, ch.name, sum(ch.delta) FROM unnest(changes) AS ch
  WHERE EXISTS (SELECT 1 FROM companies WHERE companies.id = ch.company_id)
  GROUP BY ch.company_id, ch.name HAVING sum(ch.delta) <> 0
  ORDER BY ch.company_id, ch.name
  ON CONFLICT (company_id, name) DO UPDATE SET n = c.n + excluded.n;
$$ LANGUAGE sql;
