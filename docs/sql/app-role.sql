-- The app's own database role: reads and writes what the site needs, adds access-log rows, and can neither
-- change nor delete them (docs/deploy.md, "A database role that cannot erase the access log").
-- Run as the owner role (the one that owns the tables and applies migrations), connected to the site's database,
-- once the role exists (CREATE ROLE lawfirm_app LOGIN PASSWORD '…';) and again after every `npm run db:migrate`:
-- every statement can be repeated. tests/app-role.test.ts runs this file on a real Postgres.
GRANT CONNECT ON DATABASE lawfirm TO lawfirm_app;
GRANT USAGE ON SCHEMA public TO lawfirm_app;
-- Start-up reads which migrations are applied (it applies none itself under this role).
GRANT USAGE ON SCHEMA drizzle TO lawfirm_app;
GRANT SELECT ON drizzle.__drizzle_migrations TO lawfirm_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO lawfirm_app;
-- UPDATE: the seed moves a sequence past rows it wrote with their ids (setval).
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO lawfirm_app;
-- The access log: read and append only.
REVOKE UPDATE, DELETE, TRUNCATE ON access_logs FROM lawfirm_app;
-- The retention job deletes rows past their period only through this function (migration 0012), which runs
-- with the owner's rights and never deletes a row younger than two years.
GRANT EXECUTE ON FUNCTION purge_access_logs_before(timestamptz) TO lawfirm_app;
