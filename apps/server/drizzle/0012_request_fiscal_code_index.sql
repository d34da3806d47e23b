-- A complete fiscal code typed into the back-office request search (issue 25) is matched through this exact index
-- as well as through the trigram index on search_text: the trigrams of a fiscal code are common ones (each shared by
-- thousands of codes), so the trigram lookup reads long posting lists, where this one reads a handful of entries.
-- The query keeps the search_text LIKE as well (src/modules/backoffice/list-query.ts), so what matches is unchanged
-- for the fiscal codes search_text holds (sent requests only).
CREATE INDEX "requests_fiscal_code_idx" ON "requests" USING btree ("fiscal_code");
