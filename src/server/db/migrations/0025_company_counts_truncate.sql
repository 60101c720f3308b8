-- A TRUNCATE fires no row changes to net: it counts every kept count again (migration 0024).
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
