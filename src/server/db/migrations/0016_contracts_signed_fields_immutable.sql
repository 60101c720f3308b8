ALTER TABLE "contracts" ADD COLUMN "last_event_hash" text;--> statement-breakpoint
-- Existing contracts get the head of the chain they already have (before the new rules below).
UPDATE "contracts" c SET "last_event_hash" = (
  SELECT e."hash" FROM "contract_events" e WHERE e."contract_id" = c."id" ORDER BY e."seq" DESC LIMIT 1
);--> statement-breakpoint
-- 0005 froze only a list of columns, so the signer's address and browser, the project, staff and
-- company of a signed contract could still be rewritten. Now a signed row is frozen whole, bar
-- the two columns that legitimately change after signing, each with its own one-way rule. A column
-- added later is frozen too unless it is named here: the safe default for a signed record.
CREATE OR REPLACE FUNCTION contracts_refuse_change_after_signing() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.signed_at IS NOT NULL THEN
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
