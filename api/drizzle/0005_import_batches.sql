ALTER TABLE "imports" ADD COLUMN "error_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "import_row" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE INDEX "shipments_import_row_idx" ON "shipments" USING btree ("import_id","import_row") WHERE "shipments"."import_id" is not null;