-- Recipient search is a substring of the folded search text (LIKE '%…%'): a trigram index finds the rows
-- holding the term instead of reading every row of the owner until enough match. PGlite loads pg_trgm
-- as an extension (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shipments_search_trgm_idx" ON "shipments" USING gin ("search_text" gin_trgm_ops);
