-- Aborts the statement that calls it, and with it every row the statement wrote: a statement sent without
-- BEGIN (the in-house Coin round, ADR 0010) undoes itself when a part is missing. SQLSTATE CA001 and the
-- reason as the message, read back by db/abort.ts. VOLATILE (the default), so the planner never folds a
-- call that a CASE did not reach.
CREATE OR REPLACE FUNCTION casino_abort(reason text) RETURNS int LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'CA001', MESSAGE = reason;
END
$$;
