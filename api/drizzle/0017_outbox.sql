-- One outbox for every outbound message (mail, webhook deliveries, SMS); the two earlier outboxes' rows move into it.
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"topic" text NOT NULL,
	"recipient" text,
	"locale" text,
	"endpoint_id" uuid,
	"event_id" uuid,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_status_code" integer,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" DROP CONSTRAINT "webhook_delivery_attempts_delivery_id_webhook_deliveries_id_fk";
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_endpoint_idx" ON "outbox" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_key_idx" ON "outbox" USING btree ("dedupe_key");--> statement-breakpoint
INSERT INTO "outbox" ("id", "kind", "topic", "recipient", "locale", "payload", "status", "attempts", "next_attempt_at", "locked_until", "last_error", "sent_at", "created_at")
SELECT "id", 'mail', "template", "to_address", "locale", jsonb_build_object('subject', "subject", 'text', "text_body", 'html', "html_body"), "status", "attempts", "next_attempt_at", "locked_until", "last_error", "sent_at", "created_at" FROM "email_outbox";
--> statement-breakpoint
INSERT INTO "outbox" ("id", "kind", "topic", "endpoint_id", "event_id", "payload", "status", "attempts", "next_attempt_at", "locked_until", "last_status_code", "last_error", "sent_at", "created_at")
SELECT "id", 'webhook', "event_type", "endpoint_id", "event_id", jsonb_build_object('body', "body"), CASE "status" WHEN 'delivered' THEN 'sent' ELSE "status" END, "attempts", "next_attempt_at", "locked_until", "last_status_code", "last_error", "delivered_at", "created_at" FROM "webhook_deliveries";
--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_id_outbox_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;