-- Extensions and roles every other migration relies on.
-- On Supabase the roles already exist; on a plain PostgreSQL server or the embedded
-- PGlite they are created here so that the same grants and policies apply everywhere.

create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists fuzzystrmatch with schema extensions;
create extension if not exists unaccent with schema extensions;

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- Functions are callable by PUBLIC by default. Visitors may call only the functions
-- that are granted to them one by one in later migrations.
alter default privileges in schema public revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon, authenticated;
-- Supabase grants every new table to anon by default; here nothing is granted until a
-- migration says so.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
-- The same for every schema: a function the migration role creates is not callable by PUBLIC
-- (and so by visitors) until a migration grants it. A default in one schema can only add
-- rights, so this revoke is global.
alter default privileges revoke execute on functions from public;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
