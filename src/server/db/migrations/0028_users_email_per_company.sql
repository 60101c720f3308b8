ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_email_idx" ON "users" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_email_exact_idx" ON "users" USING btree ("company_id","email");