DROP INDEX "support_tickets_status_idx";--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "first_staff_reply_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("company_id","status","first_staff_reply_at","created_at");--> statement-breakpoint
-- A ticket's first staff reply, from its responses. A new reply can only move the date earlier,
-- and least() reads the row as it is once locked, so two replies at once keep the earlier one.
-- Anything else (a reply removed or changed, the table emptied) counts the ticket again.
CREATE FUNCTION support_tickets_recount_first_staff_reply(ticket_ids uuid[]) RETURNS void AS $$
  UPDATE support_tickets t
  SET first_staff_reply_at = (SELECT min(r.created_at) FROM ticket_responses r WHERE r.ticket_id = t.id AND r.from_staff)
  WHERE t.id = ANY (ticket_ids);
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE FUNCTION ticket_responses_keep_first_staff_reply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE support_tickets t
    SET first_staff_reply_at = least(t.first_staff_reply_at, r.first)
    FROM (SELECT ticket_id, min(created_at) AS first FROM new_rows WHERE from_staff GROUP BY ticket_id) r
    WHERE t.id = r.ticket_id AND (t.first_staff_reply_at IS NULL OR t.first_staff_reply_at > r.first);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM support_tickets_recount_first_staff_reply(ARRAY(SELECT ticket_id FROM old_rows UNION SELECT ticket_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM support_tickets_recount_first_staff_reply(ARRAY(SELECT DISTINCT ticket_id FROM old_rows WHERE from_staff));
  ELSE
    UPDATE support_tickets SET first_staff_reply_at = NULL WHERE first_staff_reply_at IS NOT NULL;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ticket_responses_first_staff_reply_insert AFTER INSERT ON ticket_responses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_responses_keep_first_staff_reply();
--> statement-breakpoint
CREATE TRIGGER ticket_responses_first_staff_reply_update AFTER UPDATE ON ticket_responses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_responses_keep_first_staff_reply();
--> statement-breakpoint
CREATE TRIGGER ticket_responses_first_staff_reply_delete AFTER DELETE ON ticket_responses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_responses_keep_first_staff_reply();
--> statement-breakpoint
CREATE TRIGGER ticket_responses_first_staff_reply_truncate AFTER TRUNCATE ON ticket_responses
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_responses_keep_first_staff_reply();
--> statement-breakpoint
UPDATE support_tickets t
SET first_staff_reply_at = (SELECT min(r.created_at) FROM ticket_responses r WHERE r.ticket_id = t.id AND r.from_staff);
