-- The old mail and webhook outboxes, emptied into the one outbox by the previous migration.
DROP TABLE "email_outbox" CASCADE;--> statement-breakpoint
DROP TABLE "webhook_deliveries" CASCADE;