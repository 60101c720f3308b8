-- Once signed, what was signed can never change, whoever writes to the database.
CREATE OR REPLACE FUNCTION contracts_refuse_change_after_signing() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.signed_at IS NOT NULL THEN
      RAISE EXCEPTION 'contract % is signed and cannot be deleted', OLD.id USING ERRCODE = 'check_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.signed_at IS NOT NULL AND (
    NEW.title IS DISTINCT FROM OLD.title OR
    NEW.description IS DISTINCT FROM OLD.description OR
    NEW.content IS DISTINCT FROM OLD.content OR
    NEW.signed_at IS DISTINCT FROM OLD.signed_at OR
    NEW.content_hash IS DISTINCT FROM OLD.content_hash OR
    NEW.consent_text IS DISTINCT FROM OLD.consent_text OR
    NEW.consent_hash IS DISTINCT FROM OLD.consent_hash OR
    NEW.signer_name IS DISTINCT FROM OLD.signer_name OR
    NEW.signer_email IS DISTINCT FROM OLD.signer_email OR
    NEW.customer_id IS DISTINCT FROM OLD.customer_id OR
    NEW.voided_at IS DISTINCT FROM OLD.voided_at
  ) THEN
    RAISE EXCEPTION 'contract % is signed and cannot be changed', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER contracts_immutable_after_signing
  BEFORE UPDATE OR DELETE ON contracts
  FOR EACH ROW EXECUTE FUNCTION contracts_refuse_change_after_signing();
--> statement-breakpoint
-- The audit trail is append-only.
CREATE OR REPLACE FUNCTION contract_events_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'contract events cannot be changed or deleted' USING ERRCODE = 'check_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER contract_events_append_only
  BEFORE UPDATE OR DELETE ON contract_events
  FOR EACH ROW EXECUTE FUNCTION contract_events_append_only();
