// Substring search over the suppression list by 1-, 2- and 3-character windows of the whole address.
// pg_trgm's trigrams stop at every `.`, `@` and `-` and say nothing for a 1–2 character fragment, so
// `f.green`, `@acme.io` or `kw` made the index hand back tens of thousands of rows to recheck (or
// none, and the table was read). Each window here is one array element; the GIN index returns the
// rows holding the fragment's rarest windows, and `strpos` confirms the whole fragment on those.
// Repeats are left in: GIN keeps each key once per row. COST keeps the planner from evaluating the
// function row by row when the index can answer.
export default /* sql */ `
CREATE OR REPLACE FUNCTION address_grams(address text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 5000
  AS $$ SELECT regexp_split_to_array(address, '')
         || array(SELECT substr(address, i, 2) FROM generate_series(1, length(address) - 1) AS i)
         || array(SELECT substr(address, i, 3) FROM generate_series(1, length(address) - 2) AS i) $$;
CREATE INDEX suppressions_email_grams_idx ON suppressions USING gin (address_grams(email));
DROP INDEX IF EXISTS suppressions_email_trgm_idx;
ANALYZE suppressions;
`;
