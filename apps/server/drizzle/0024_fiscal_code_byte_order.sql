-- A fiscal code's beginning is found as a range of its btree that ends at the beginning with its last character plus
-- one ('RSS9' up to 'RSS:'). That bound holds in byte order only: a linguistic collation (glibc or ICU, a database
-- created outside the embedded one) sorts ':' and '[' before the digits and letters, so a prefix ending in 9 or Z
-- found nothing. The index and the searches' comparisons now use COLLATE "C", whatever the database's collation.
DROP INDEX "requests_fiscal_code_idx";--> statement-breakpoint
CREATE INDEX "requests_fiscal_code_idx" ON "requests" USING btree ("fiscal_code" collate "C","state_id");
