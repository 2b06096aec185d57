-- The sender's logo for recipients' e-mail and the tracking page, kept beside its notification settings.
ALTER TABLE "recipient_notification_settings" ADD COLUMN "logo" "bytea";--> statement-breakpoint
ALTER TABLE "recipient_notification_settings" ADD COLUMN "logo_mime_type" text;--> statement-breakpoint
ALTER TABLE "recipient_notification_settings" ADD COLUMN "logo_updated_at" timestamp with time zone;