-- The leads search reads the name's words as one lower-case, space-separated column (decision 0283): a word's start is
-- LIKE '% word%', cheap to test while walking the newest leads and served by its trigram index for a rare word.
DROP INDEX "leads_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "customer_name_words" text GENERATED ALWAYS AS (' ' || regexp_replace(lower(customer_name), '[^[:alnum:]]+', ' ', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "leads_name_words_trgm_idx" ON "leads" USING gin ("customer_name_words" gin_trgm_ops);--> statement-breakpoint
-- The planner weighs a walk of the newest leads against the trigram index by this column's statistics: gather them now.
ANALYZE "leads" ("customer_name_words");
