-- The global search (issue 26) matches without case or accents ('joao' finds 'João'): unaccent's
-- function is only STABLE (its dictionary could change), so an index needs this IMMUTABLE
-- wrapper, which names the dictionary and its schema so search_path cannot change what it reads.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_fold"(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
