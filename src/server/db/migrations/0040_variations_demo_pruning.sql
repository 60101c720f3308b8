-- As in migration 0030, and a copy's variations and their audit trail go first too, while the
-- copy's row still says it is a copy: the events' trigger lets only a demo copy's go.
CREATE OR REPLACE FUNCTION companies_delete_only_demo_copies() RETURNS trigger AS $$
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
  DELETE FROM contract_events WHERE company_id = OLD.id;
  DELETE FROM contracts WHERE company_id = OLD.id;
  DELETE FROM variation_events WHERE company_id = OLD.id;
  DELETE FROM variations WHERE company_id = OLD.id;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
