CREATE TABLE "shipment_tab_counts" (
	"organization_id" uuid,
	"created_by_user_id" uuid NOT NULL,
	"readiness" integer NOT NULL,
	"status" integer,
	"shipments" bigint NOT NULL,
	CONSTRAINT "shipment_tab_counts_owner_state_unique" UNIQUE NULLS NOT DISTINCT("organization_id","created_by_user_id","readiness","status")
);
--> statement-breakpoint
DROP INDEX "shipments_org_created_idx";--> statement-breakpoint
CREATE INDEX "shipments_org_page_idx" ON "shipments" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_org_status_page_idx" ON "shipments" USING btree ("organization_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_org_readiness_page_idx" ON "shipments" USING btree ("organization_id","readiness","created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_user_page_idx" ON "shipments" USING btree ("created_by_user_id","created_at","id") WHERE "shipments"."organization_id" is null;--> statement-breakpoint
CREATE INDEX "shipments_user_status_page_idx" ON "shipments" USING btree ("created_by_user_id","status","created_at","id") WHERE "shipments"."organization_id" is null;--> statement-breakpoint
CREATE INDEX "shipments_user_readiness_page_idx" ON "shipments" USING btree ("created_by_user_id","readiness","created_at","id") WHERE "shipments"."organization_id" is null;--> statement-breakpoint
CREATE INDEX "shipments_tracking_prefix_idx" ON "shipments" USING btree ("tracking_number" text_pattern_ops);--> statement-breakpoint
-- The tab counts follow every statement on shipments in its own transaction, one grouped upsert per
-- statement (a bulk upload's 10,000 drafts are one insert, so one upsert): rows added count +1 under their
-- owner, readiness and status, rows removed -1, an update both. Upserts of additive deltas are right under
-- concurrent writers (each waits for the other's row lock, then adds to the committed value), and the
-- rows are written in key order so two statements lock them in the same order.
CREATE FUNCTION shipment_tab_counts_add(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO shipment_tab_counts AS c (organization_id, created_by_user_id, readiness, status, shipments)
  SELECT d.organization_id, d.created_by_user_id, d.readiness, d.status, d.n
  FROM jsonb_to_recordset(deltas) AS d(organization_id uuid, created_by_user_id uuid, readiness integer, status integer, n bigint)
  ORDER BY d.organization_id NULLS FIRST, d.created_by_user_id, d.readiness, d.status NULLS FIRST
  ON CONFLICT (organization_id, created_by_user_id, readiness, status) DO UPDATE SET shipments = c.shipments + excluded.shipments;
$$;
--> statement-breakpoint
CREATE FUNCTION shipment_tab_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(d) INTO deltas FROM (
      SELECT organization_id, created_by_user_id, readiness, status, count(*) AS n
      FROM new_rows GROUP BY organization_id, created_by_user_id, readiness, status) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(d) INTO deltas FROM (
      SELECT organization_id, created_by_user_id, readiness, status, -count(*) AS n
      FROM old_rows GROUP BY organization_id, created_by_user_id, readiness, status) d;
  ELSE
    SELECT jsonb_agg(d) INTO deltas FROM (
      SELECT organization_id, created_by_user_id, readiness, status, sum(n) AS n FROM (
        SELECT organization_id, created_by_user_id, readiness, status, 1 AS n FROM new_rows
        UNION ALL
        SELECT organization_id, created_by_user_id, readiness, status, -1 FROM old_rows) moved
      GROUP BY organization_id, created_by_user_id, readiness, status
      HAVING sum(n) <> 0) d;
  END IF;
  IF deltas IS NOT NULL THEN PERFORM shipment_tab_counts_add(deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shipment_tab_counts_track_insert AFTER INSERT ON shipments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_tab_counts_track();
--> statement-breakpoint
CREATE TRIGGER shipment_tab_counts_track_update AFTER UPDATE ON shipments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_tab_counts_track();
--> statement-breakpoint
CREATE TRIGGER shipment_tab_counts_track_delete AFTER DELETE ON shipments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_tab_counts_track();
--> statement-breakpoint
-- Counts every shipment again from scratch (the backfill below; after a bulk load with the triggers disabled).
CREATE FUNCTION shipment_tab_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM shipment_tab_counts;
  INSERT INTO shipment_tab_counts (organization_id, created_by_user_id, readiness, status, shipments)
  SELECT organization_id, created_by_user_id, readiness, status, count(*)
  FROM shipments GROUP BY organization_id, created_by_user_id, readiness, status;
$$;
--> statement-breakpoint
SELECT shipment_tab_counts_rebuild();
--> statement-breakpoint
-- The owner columns depend on each other (an organization member's rows carry the organization, a
-- person's own rows none): without these statistics the planner takes "this person's rows without an
-- organization" for a share of the table and may walk the whole created_at index for a page.
CREATE STATISTICS shipments_owner_stats (mcv, dependencies) ON created_by_user_id, organization_id FROM shipments;
