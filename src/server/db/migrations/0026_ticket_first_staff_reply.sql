DROP INDEX "support_tickets_status_idx";--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "first_staff_reply_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("company_id","status","first_staff_reply_at","created_at");--> statement-breakpoint
-- A ticket's first staff reply, counted from its responses.
CREATE FUNCTION support_tickets_recount_first_staff_reply(ticket_ids uuid[]) RETURNS void AS $$
  UPDATE support_tickets t
  SET first_staff_reply_at = counted.first
  FROM (
    SELECT u.id, (SELECT min(r.created_at) FROM ticket_responses r WHERE r.ticket_id = u.id AND r.from_staff) AS first
    FROM unnest(ticket_ids) AS u(id)
  ) counted
  WHERE t.id = counted.id AND t.first_staff_reply_at IS DISTINCT FROM counted.first;
$$ LANGUAGE sql;
--> statement-breakpoint
-- Counts again the tickets whose staff replies a statement changed. The tickets are locked first,
-- in one order, by a statement of their own: the count that follows then sees every reply that
-- another transaction committed while this one waited (a reply added while another is removed).
CREATE FUNCTION ticket_responses_keep_first_staff_reply() RETURNS trigger AS $$
DECLARE
  ticket_ids uuid[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE support_tickets SET first_staff_reply_at = NULL WHERE first_staff_reply_at IS NOT NULL;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    ticket_ids := ARRAY(SELECT DISTINCT ticket_id FROM new_rows WHERE from_staff);
  ELSIF TG_OP = 'DELETE' THEN
    ticket_ids := ARRAY(SELECT DISTINCT ticket_id FROM old_rows WHERE from_staff);
  ELSE
    -- Only replies whose ticket, author side or time changed; an edited text moves nothing.
    ticket_ids := ARRAY(
      SELECT DISTINCT v.ticket_id
      FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.ticket_id), (n.ticket_id)) AS v(ticket_id)
      WHERE v.ticket_id IS NOT NULL
        AND (o.id IS NULL OR n.id IS NULL
          OR (o.ticket_id, o.from_staff, o.created_at) IS DISTINCT FROM (n.ticket_id, n.from_staff, n.created_at)));
  END IF;
  IF cardinality(ticket_ids) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM support_tickets WHERE id = ANY (ticket_ids) ORDER BY id FOR NO KEY UPDATE;
  PERFORM support_tickets_recount_first_staff_reply(ticket_ids);
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
SELECT support_tickets_recount_first_staff_reply(ARRAY(SELECT id FROM support_tickets));
