-- Trigram indexes on the search_text columns (migration 0001) need pg_trgm. It is a trusted extension
-- (PostgreSQL 13+), so a database owner without superuser rights can create it on a managed server too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
