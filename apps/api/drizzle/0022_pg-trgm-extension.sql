-- Trigram matching for the leads list's search (decision 0191). A trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
