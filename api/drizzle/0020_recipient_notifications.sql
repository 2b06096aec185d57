-- Recipient notifications: per-owner settings, notices per parcel and event, opt-outs; address language.
CREATE TABLE "recipient_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"event" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recipient_notification_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"organization_id" uuid,
	"channels" jsonb NOT NULL,
	"sender_name" text,
	"reply_to" text,
	"sms_at_night" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipient_opt_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"user_id" uuid,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipient_opt_outs_owner_check" CHECK ("recipient_opt_outs"."organization_id" is not null or "recipient_opt_outs"."user_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "recipient_notices" ADD CONSTRAINT "recipient_notices_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_notification_settings" ADD CONSTRAINT "recipient_notification_settings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_notification_settings" ADD CONSTRAINT "recipient_notification_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_opt_outs" ADD CONSTRAINT "recipient_opt_outs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_opt_outs" ADD CONSTRAINT "recipient_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recipient_notices_shipment_event_unique" ON "recipient_notices" USING btree ("shipment_id","event");--> statement-breakpoint
CREATE INDEX "recipient_notices_pending_idx" ON "recipient_notices" USING btree ("created_at") WHERE "recipient_notices"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "recipient_settings_org_unique" ON "recipient_notification_settings" USING btree ("organization_id") WHERE "recipient_notification_settings"."organization_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "recipient_settings_user_unique" ON "recipient_notification_settings" USING btree ("created_by_user_id") WHERE "recipient_notification_settings"."organization_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "recipient_opt_outs_org_unique" ON "recipient_opt_outs" USING btree ("organization_id","channel","address") WHERE "recipient_opt_outs"."organization_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "recipient_opt_outs_user_unique" ON "recipient_opt_outs" USING btree ("user_id","channel","address") WHERE "recipient_opt_outs"."organization_id" is null;