ALTER TABLE "activity" ADD COLUMN "subject_id" text;--> statement-breakpoint
CREATE INDEX "activity_subject_idx" ON "activity" USING btree ("subject_id");