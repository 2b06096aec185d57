-- Claims read pending rows through a partial index; sent and failed rows (kept for the logs) stay out of it.
DROP INDEX "outbox_due_idx";--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("kind","next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_sending_idx" ON "outbox" USING btree ("locked_until") WHERE "outbox"."status" = 'sending';