-- Tab counts and report rollups follow an update at commit, under a lock per owner.
-- A courier posting events changes many shipments of one owner at once, and each change moves the same
-- counter rows (owner × status for the tabs, owner × day × status for the reports). Moved by plain
-- triggers, a transaction held those rows from its update to its commit, across every later statement,
-- and the owner's other changes queued behind it: about 60 events a second in all. Deferred constraint
-- triggers move them inside the commit instead. Every change to an owner's counters first takes that
-- owner's transaction lock, so two transactions never take the same counter rows in opposite orders.
CREATE FUNCTION shipment_counters_lock(organization_id uuid, created_by_user_id uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(727002, hashtext(coalesce(organization_id, created_by_user_id)::text));
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shipment_tab_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_advisory_xact_lock(727002, h) FROM (
      SELECT DISTINCT hashtext(coalesce(organization_id, created_by_user_id)::text) AS h FROM new_rows ORDER BY 1) owners;
    SELECT jsonb_agg(d) INTO deltas FROM (
      SELECT organization_id, created_by_user_id, readiness, status, count(*) AS n
      FROM new_rows GROUP BY organization_id, created_by_user_id, readiness, status) d;
  ELSE
    PERFORM pg_advisory_xact_lock(727002, h) FROM (
      SELECT DISTINCT hashtext(coalesce(organization_id, created_by_user_id)::text) AS h FROM old_rows ORDER BY 1) owners;
    SELECT jsonb_agg(d) INTO deltas FROM (
      SELECT organization_id, created_by_user_id, readiness, status, -count(*) AS n
      FROM old_rows GROUP BY organization_id, created_by_user_id, readiness, status) d;
  END IF;
  IF deltas IS NOT NULL THEN PERFORM shipment_tab_counts_add(deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER shipment_tab_counts_track_update ON shipments;
--> statement-breakpoint
-- One row's move between tab counts (owner, readiness and status): -1 where it was, +1 where it is.
CREATE FUNCTION shipment_tab_counts_track_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shipment_counters_lock(OLD.organization_id, OLD.created_by_user_id);
  PERFORM shipment_counters_lock(NEW.organization_id, NEW.created_by_user_id);
  PERFORM shipment_tab_counts_add(jsonb_build_array(
    jsonb_build_object('organization_id', OLD.organization_id, 'created_by_user_id', OLD.created_by_user_id,
                       'readiness', OLD.readiness, 'status', OLD.status, 'n', -1),
    jsonb_build_object('organization_id', NEW.organization_id, 'created_by_user_id', NEW.created_by_user_id,
                       'readiness', NEW.readiness, 'status', NEW.status, 'n', 1)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shipment_tab_counts_track_update AFTER UPDATE ON shipments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.organization_id, OLD.created_by_user_id, OLD.readiness, OLD.status)
        IS DISTINCT FROM (NEW.organization_id, NEW.created_by_user_id, NEW.readiness, NEW.status))
  EXECUTE FUNCTION shipment_tab_counts_track_row();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shipment_rollups_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD.readiness = 1 AND OLD.processed_at IS NOT NULL AND OLD.status IS NOT NULL;
  counted boolean := TG_OP <> 'DELETE' AND NEW.readiness = 1 AND NEW.processed_at IS NOT NULL AND NEW.status IS NOT NULL;
BEGIN
  IF TG_OP = 'UPDATE' AND was AND counted
    AND (OLD.status, OLD.courier_id, OLD.origin_city_id, OLD.destination_city_id, OLD.organization_id, OLD.created_by_user_id,
         OLD.created_at, OLD.payment_type, OLD.cod_amount_fils, OLD.price_fils)
    IS NOT DISTINCT FROM
        (NEW.status, NEW.courier_id, NEW.origin_city_id, NEW.destination_city_id, NEW.organization_id, NEW.created_by_user_id,
         NEW.created_at, NEW.payment_type, NEW.cod_amount_fils, NEW.price_fils) THEN
    RETURN NULL;
  END IF;
  IF was THEN
    PERFORM shipment_counters_lock(OLD.organization_id, OLD.created_by_user_id);
    PERFORM shipment_rollups_apply(OLD, -1);
  END IF;
  IF counted THEN
    PERFORM shipment_counters_lock(NEW.organization_id, NEW.created_by_user_id);
    PERFORM shipment_rollups_apply(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER shipment_rollups_track_update ON shipments;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shipment_rollups_track_update AFTER UPDATE ON shipments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.processed_at IS NOT NULL OR NEW.processed_at IS NOT NULL)
  EXECUTE FUNCTION shipment_rollups_track();
