-- Retried creates and purchases replay their first answer instead of doing the work twice.
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer,
	"content_type" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_operation_key_pk" PRIMARY KEY("scope","operation","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");