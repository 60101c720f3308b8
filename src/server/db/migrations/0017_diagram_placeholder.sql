-- A note added before any diagram hangs on a placeholder row with no file (the spec's empty
-- diagram_url), at most one per project; the project's first upload fills it in.
ALTER TABLE "building_diagrams" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "building_diagrams_one_placeholder_idx" ON "building_diagrams" USING btree ("project_id") WHERE "building_diagrams"."file_id" is null;