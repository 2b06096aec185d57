CREATE TABLE "shipment_rollups" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"dimension" integer NOT NULL,
	"day" date NOT NULL,
	"key" uuid NOT NULL,
	"status" integer NOT NULL,
	"shipments" integer NOT NULL,
	"cod_fils" bigint NOT NULL,
	"price_fils" bigint NOT NULL,
	CONSTRAINT "shipment_rollups_organization_id_user_id_dimension_day_key_status_pk" PRIMARY KEY("organization_id","user_id","dimension","day","key","status")
);
--> statement-breakpoint
CREATE INDEX "shipment_rollups_dimension_day_idx" ON "shipment_rollups" USING btree ("dimension","day");--> statement-breakpoint
-- Adds (sign 1) or takes back (sign -1) one booked shipment's share of the rollups: one row per dimension.
CREATE FUNCTION shipment_rollups_apply(s shipments, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  none uuid := '00000000-0000-0000-0000-000000000000';
  org uuid := coalesce(s.organization_id, none);
  -- An organization's shipments are the organization's: no person in the owner columns.
  person uuid := CASE WHEN s.organization_id IS NULL THEN s.created_by_user_id ELSE none END;
  -- The Amman calendar day (UTC+3 all year), whatever the session's time zone.
  d date := ((s.created_at AT TIME ZONE 'UTC') + interval '3 hours')::date;
  cod bigint := CASE WHEN s.payment_type = 'cod' THEN s.cod_amount_fils ELSE 0 END;
BEGIN
  INSERT INTO shipment_rollups AS r (organization_id, user_id, dimension, day, key, status, shipments, cod_fils, price_fils)
  VALUES
    (org, person, 1, d, coalesce(s.courier_id, none), s.status, sign, sign * cod, sign * coalesce(s.price_fils, 0)),
    (org, person, 2, d, coalesce(s.origin_city_id, none), s.status, sign, sign * cod, sign * coalesce(s.price_fils, 0)),
    (org, person, 3, d, coalesce(s.destination_city_id, none), s.status, sign, sign * cod, sign * coalesce(s.price_fils, 0)),
    (org, person, 4, d, s.created_by_user_id, s.status, sign, sign * cod, sign * coalesce(s.price_fils, 0))
  ON CONFLICT (organization_id, user_id, dimension, day, key, status) DO UPDATE SET
    shipments = r.shipments + excluded.shipments,
    cod_fils = r.cod_fils + excluded.cod_fils,
    price_fils = r.price_fils + excluded.price_fils;
END $$;
--> statement-breakpoint
-- Booked = ready with a processing time (drafts, and drafts cancelled before booking, are not counted).
CREATE FUNCTION shipment_rollups_track() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF was THEN PERFORM shipment_rollups_apply(OLD, -1); END IF;
  IF counted THEN PERFORM shipment_rollups_apply(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The WHEN conditions skip drafts without calling the function (a bulk upload inserts 10,000 of them).
CREATE TRIGGER shipment_rollups_track_insert AFTER INSERT ON shipments
  FOR EACH ROW WHEN (NEW.processed_at IS NOT NULL) EXECUTE FUNCTION shipment_rollups_track();
--> statement-breakpoint
CREATE TRIGGER shipment_rollups_track_update AFTER UPDATE ON shipments
  FOR EACH ROW WHEN (OLD.processed_at IS NOT NULL OR NEW.processed_at IS NOT NULL) EXECUTE FUNCTION shipment_rollups_track();
--> statement-breakpoint
CREATE TRIGGER shipment_rollups_track_delete AFTER DELETE ON shipments
  FOR EACH ROW WHEN (OLD.processed_at IS NOT NULL) EXECUTE FUNCTION shipment_rollups_track();
--> statement-breakpoint
-- Counts every booked shipment again from scratch, set-based (the backfill below; after a bulk load with
-- the trigger disabled). The same shares as shipment_rollups_apply.
CREATE FUNCTION shipment_rollups_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM shipment_rollups;
  WITH booked AS (
    SELECT coalesce(organization_id, '00000000-0000-0000-0000-000000000000'::uuid) AS org,
      CASE WHEN organization_id IS NULL THEN created_by_user_id ELSE '00000000-0000-0000-0000-000000000000'::uuid END AS person,
      ((created_at AT TIME ZONE 'UTC') + interval '3 hours')::date AS d,
      courier_id, origin_city_id, destination_city_id, created_by_user_id, status,
      CASE WHEN payment_type = 'cod' THEN cod_amount_fils ELSE 0 END AS cod, coalesce(price_fils, 0) AS price
    FROM shipments WHERE readiness = 1 AND processed_at IS NOT NULL AND status IS NOT NULL
  ), shares AS (
    SELECT org, person, 1 AS dimension, d, coalesce(courier_id, '00000000-0000-0000-0000-000000000000'::uuid) AS key, status, cod, price FROM booked
    UNION ALL SELECT org, person, 2, d, coalesce(origin_city_id, '00000000-0000-0000-0000-000000000000'::uuid), status, cod, price FROM booked
    UNION ALL SELECT org, person, 3, d, coalesce(destination_city_id, '00000000-0000-0000-0000-000000000000'::uuid), status, cod, price FROM booked
    UNION ALL SELECT org, person, 4, d, created_by_user_id, status, cod, price FROM booked
  )
  INSERT INTO shipment_rollups (organization_id, user_id, dimension, day, key, status, shipments, cod_fils, price_fils)
  SELECT org, person, dimension, d, key, status, count(*), sum(cod), sum(price)
  FROM shares GROUP BY org, person, dimension, d, key, status;
$$;
--> statement-breakpoint
SELECT shipment_rollups_rebuild();
