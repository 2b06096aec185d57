-- q finds a shipment by its reference now: append it to rows stored before, folded as normalizeSearchText does.
UPDATE "shipments" SET "search_text" = btrim("search_text" || ' ' || "folded"."reference")
FROM (
  SELECT "id", btrim(regexp_replace(lower(translate(
    regexp_replace(normalize("reference", NFKC), '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'),
    'آأإٱؤئةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'ااااويهي01234567890123456789'
  )), '\s+', ' ', 'g')) AS "reference"
  FROM "shipments" WHERE "reference" IS NOT NULL
) AS "folded"
WHERE "shipments"."id" = "folded"."id" AND "folded"."reference" <> ''
  AND position("folded"."reference" in "shipments"."search_text") = 0;
