-- Tracking events may name a city by id, shown in the reader's language.
ALTER TABLE "tracking_events" ADD COLUMN "city_id" uuid;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;