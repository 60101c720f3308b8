CREATE TABLE "company_counts" (
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "company_counts_company_id_name_pk" PRIMARY KEY("company_id","name")
);
--> statement-breakpoint
ALTER TABLE "company_counts" ADD CONSTRAINT "company_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A change to a count: +1 for a row that now counts towards it, -1 for one that no longer does.
CREATE TYPE company_count_change AS (company_id uuid, name text, delta bigint);
--> statement-breakpoint
-- Nets a statement's changes per company and name and applies them. Counter rows are taken in one
-- order (company, name), so two transactions moving counts between the same rows cannot deadlock.
CREATE FUNCTION company_counts_add(changes company_count_change[]) RETURNS void AS $$
  INSERT INTO company_counts AS c (company_id, name, n)
  SELECT company_id, name, sum(delta) FROM unnest(changes)
  GROUP BY company_id, name HAVING sum(delta) <> 0
  ORDER BY company_id, name
  ON CONFLICT (company_id, name) DO UPDATE SET n = c.n + excluded.n;
$$ LANGUAGE sql;
--> statement-breakpoint
-- What a project counts towards: its stage, and the booked installations (an install date, not yet completed).
CREATE FUNCTION project_count_names(stage project_stage, install_date date) RETURNS text[] AS $$
  SELECT ARRAY['projects:' || stage::text]
    || CASE WHEN stage <> 'completed' AND install_date IS NOT NULL THEN ARRAY['projects:booked'] ELSE ARRAY[]::text[] END;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE FUNCTION projects_keep_counts() RETURNS trigger AS $$
DECLARE
  changes company_count_change[] := ARRAY[]::company_count_change[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    changes := changes || ARRAY(SELECT (company_id, counted.name, 1)::company_count_change FROM new_rows, unnest(project_count_names(stage, install_date)) AS counted(name));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    changes := changes || ARRAY(SELECT (company_id, counted.name, -1)::company_count_change FROM old_rows, unnest(project_count_names(stage, install_date)) AS counted(name));
  END IF;
  PERFORM company_counts_add(changes);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER projects_counts_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION projects_keep_counts();
--> statement-breakpoint
CREATE TRIGGER projects_counts_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION projects_keep_counts();
--> statement-breakpoint
CREATE TRIGGER projects_counts_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION projects_keep_counts();
--> statement-breakpoint
CREATE FUNCTION tasks_keep_counts() RETURNS trigger AS $$
DECLARE
  changes company_count_change[] := ARRAY[]::company_count_change[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    changes := changes || ARRAY(SELECT (company_id, 'tasks:open', 1)::company_count_change FROM new_rows WHERE completed_at IS NULL);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    changes := changes || ARRAY(SELECT (company_id, 'tasks:open', -1)::company_count_change FROM old_rows WHERE completed_at IS NULL);
  END IF;
  PERFORM company_counts_add(changes);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER tasks_counts_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tasks_keep_counts();
--> statement-breakpoint
CREATE TRIGGER tasks_counts_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tasks_keep_counts();
--> statement-breakpoint
CREATE TRIGGER tasks_counts_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tasks_keep_counts();
--> statement-breakpoint
-- A payment item's status changes often (every transfer confirmed and verified) and counts towards
-- nothing here: only adding and removing items move the count, so payments never wait on it.
CREATE FUNCTION payment_items_keep_counts() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM company_counts_add(ARRAY(SELECT (company_id, 'payment_items', 1)::company_count_change FROM new_rows));
  ELSE
    PERFORM company_counts_add(ARRAY(SELECT (company_id, 'payment_items', -1)::company_count_change FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payment_items_counts_insert AFTER INSERT ON payment_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_items_keep_counts();
--> statement-breakpoint
CREATE TRIGGER payment_items_counts_delete AFTER DELETE ON payment_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_items_keep_counts();
--> statement-breakpoint
-- Every kept count from the rows themselves: here for the rows already there (the triggers above
-- keep them from here on; creating a trigger locks its table against writes until the migration
-- commits, so no change falls between), and by hand (`select company_counts_recount();`) if they
-- were ever in doubt.
CREATE FUNCTION company_counts_recount() RETURNS void AS $$
  DELETE FROM company_counts;
  INSERT INTO company_counts (company_id, name, n)
  SELECT company_id, counted.name, count(*) FROM projects, unnest(project_count_names(stage, install_date)) AS counted(name) GROUP BY company_id, counted.name
  UNION ALL
  SELECT company_id, 'tasks:open', count(*) FROM tasks WHERE completed_at IS NULL GROUP BY company_id
  UNION ALL
  SELECT company_id, 'payment_items', count(*) FROM payment_items GROUP BY company_id;
$$ LANGUAGE sql;
--> statement-breakpoint
SELECT company_counts_recount();
