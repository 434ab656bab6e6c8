-- A readiness probe: true when the database answers a visitor's call. The site's health
-- route (and its proxy, before rendering dynamic pages) uses it; it reads nothing.
create or replace function public.health()
returns boolean
language sql
stable
as $$ select true $$;

revoke all on function public.health() from public;
grant execute on function public.health() to anon, authenticated, service_role;
