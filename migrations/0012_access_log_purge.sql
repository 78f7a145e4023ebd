-- The retention job's only way to delete access-log rows: rows older than the cutoff it gives, and never a row
-- younger than two years (the access-log period of shared/privacy-config.ts), whatever the cutoff. It runs with
-- the rights of its owner (the role that applies migrations), so the app can run under a role that may insert
-- and read access-log rows but not update or delete them (docs/deploy.md, "A database role that cannot erase the
-- access log").
CREATE OR REPLACE FUNCTION purge_access_logs_before(cutoff timestamptz) RETURNS integer
LANGUAGE sql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
  WITH gone AS (
    DELETE FROM access_logs WHERE created_at < least(cutoff, now() - interval '2 years') RETURNING 1
  )
  SELECT count(*)::integer FROM gone;
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION purge_access_logs_before(timestamptz) FROM PUBLIC;
