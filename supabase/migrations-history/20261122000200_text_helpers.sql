-- Text helpers used by indexes, generated columns and search functions.
-- They live in the `private` schema, which the Supabase API does not expose; visitors'
-- roles may execute them only from inside the public read functions.

create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- Folds a text for matching: Unicode NFC, accents removed, lower case, spaces collapsed.
-- unaccent() is only STABLE because its dictionary could change; naming the dictionary
-- explicitly makes the result fixed, so the wrapper may be IMMUTABLE and used in indexes.
create or replace function private.norm_text(p text)
returns text
language sql
immutable
parallel safe
set search_path = extensions, pg_catalog
as $$
  select btrim(regexp_replace(
    lower(extensions.unaccent('extensions.unaccent'::regdictionary, normalize(coalesce(p, ''), NFC))),
    '\s+', ' ', 'g'))
$$;

-- Escapes LIKE wildcards so visitor text is always matched literally.
create or replace function private.like_escape(p text)
returns text
language sql
immutable
parallel safe
as $$
  select replace(replace(replace(coalesce(p, ''), '\', '\\'), '%', '\%'), '_', '\_')
$$;

-- Joins a text array for search text (array_to_string is only STABLE).
create or replace function private.join_text(p text[])
returns text
language sql
immutable
parallel safe
as $$
  select coalesce(array_to_string(p, ' '), '')
$$;

-- Which script a name is written in, for aliases.
create or replace function private.script_of(p text)
returns text
language sql
immutable
parallel safe
as $$
  select case
    when p ~ '[\u0A80-\u0AFF]' then 'Gujarati'
    when p ~ '[\u0900-\u097F]' then 'Devanagari'
    when p ~ '[\u0C80-\u0CFF]' then 'Kannada'
    when p ~ '[\u0B80-\u0BFF]' then 'Tamil'
    when p ~ '[\u0C00-\u0C7F]' then 'Telugu'
    when p ~ '[\u0D00-\u0D7F]' then 'Malayalam'
    when p ~ '[\u0980-\u09FF]' then 'Bengali'
    when p ~ '[\u0B00-\u0B7F]' then 'Odia'
    when p ~ '[\u0A00-\u0A7F]' then 'Gurmukhi'
    else 'Latin'
  end
$$;

-- Keeps updated_at true on every content table.
create or replace function private.touch_updated_at()
returns trigger
language plpgsql
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

revoke execute on all functions in schema private from public;
grant execute on all functions in schema private to anon, authenticated, service_role;
