-- Every kept count from the rows themselves: after a TRUNCATE (which fires no row or statement
-- changes to net), or by hand (`select company_counts_recount();`) if they were ever in doubt.
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
CREATE FUNCTION company_counts_recount_after_truncate() RETURNS trigger AS $$
BEGIN
  PERFORM company_counts_recount();
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER projects_counts_truncate AFTER TRUNCATE ON projects FOR EACH STATEMENT EXECUTE FUNCTION company_counts_recount_after_truncate();
--> statement-breakpoint
CREATE TRIGGER tasks_counts_truncate AFTER TRUNCATE ON tasks FOR EACH STATEMENT EXECUTE FUNCTION company_counts_recount_after_truncate();
--> statement-breakpoint
CREATE TRIGGER payment_items_counts_truncate AFTER TRUNCATE ON payment_items FOR EACH STATEMENT EXECUTE FUNCTION company_counts_recount_after_truncate();
