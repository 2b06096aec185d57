-- A client key is read-only or read-write, chosen when it is requested; keys made before stay read-write.
ALTER TABLE "api_keys" ADD COLUMN "scope" text DEFAULT 'read-write' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_scope_check" CHECK ("api_keys"."scope" in ('read', 'read-write'));