-- Batch buying keeps each row's last outcome on its import, so a reload or another member sees what was booked.
CREATE TABLE "import_results" (
	"import_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"shipment_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"courier_id" uuid,
	"service_type_id" uuid,
	"tracking_number" text,
	"price_fils" integer,
	"new_price_fils" integer,
	"message_key" text,
	"details" jsonb,
	"params" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_results_import_id_row_pk" PRIMARY KEY("import_id","row")
);
--> statement-breakpoint
ALTER TABLE "import_results" ADD CONSTRAINT "import_results_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_results" ADD CONSTRAINT "import_results_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_results" ADD CONSTRAINT "import_results_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_results" ADD CONSTRAINT "import_results_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_results_shipment_idx" ON "import_results" USING btree ("shipment_id");