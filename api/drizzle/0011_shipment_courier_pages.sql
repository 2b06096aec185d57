-- A courier filter's pages and capped counts per owner (the organization's, or a person's own rows): one
-- courier's rows by status in the list's order, so a status tab's page and count read only matching index
-- entries instead of walking past the owner's other statuses and couriers.
CREATE INDEX "shipments_org_courier_page_idx" ON "shipments" USING btree ("organization_id","courier_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_user_courier_page_idx" ON "shipments" USING btree ("created_by_user_id","courier_id","status","created_at","id") WHERE "shipments"."organization_id" is null;
