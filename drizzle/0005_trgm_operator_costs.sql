-- pg_trgm declares its similarity operators (`%`, `<%`, `%>`) as cheap as `=` (COST 1), so the planner prefers
-- comparing every boat name over the trigram index: at 5,000 boats the header search read all rows (37 ms)
-- where the GIN BitmapOr takes 2 ms. Their real cost is that of computing two trigram sets per row.
-- Without ownership of the extension's functions (a non-superuser DATABASE_URL) the costs stay as they are.
DO $$
BEGIN
  ALTER FUNCTION similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm operator costs left unchanged: not the owner of the extension functions';
END $$;
