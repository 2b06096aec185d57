ALTER TABLE "api_keys" ALTER COLUMN "secret_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "requested_expiry_days" integer;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "denial_reason" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "revealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "previous_secret_hash" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "previous_secret_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_expiry_days_check" CHECK ("api_keys"."requested_expiry_days" is null or "api_keys"."requested_expiry_days" in (30, 90, 365));--> statement-breakpoint
-- Keys that already have a secret were shown when they were made: they cannot be revealed again.
UPDATE "api_keys" SET "revealed_at" = coalesce("reviewed_at", "created_at") WHERE "secret_hash" IS NOT NULL;