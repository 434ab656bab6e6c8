-- Private helpers used by indexes, generated columns, reads and visitor writes. They live
-- in the `private` schema, which the Supabase API does not expose.

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

-- The text helpers above may run inside the public read functions, with the visitor's rights.
revoke execute on all functions in schema private from public;
grant execute on all functions in schema private to anon, authenticated, service_role;
-- A trigger function runs with the rights of whoever changes the row (never a visitor:
-- they change no table directly), so nobody but the owner needs it.
revoke execute on function private.touch_updated_at() from public, anon, authenticated;

-- Everything below but the paging helpers is the owner's alone: visitor writes run as the
-- owner and call it.

-- Recent writes per visitor (a salted hash of the address, never the address), for limits.
create table private.rate_events (
  bucket text not null,
  visitor_hash text not null,
  created_at timestamptz not null default now()
);
create index rate_events_lookup_idx on private.rate_events (bucket, visitor_hash, created_at);
revoke all on private.rate_events from public, anon, authenticated;

-- True, and the event counted, when the visitor is under p_max events in p_window.
-- Counting and recording take one lock per bucket and visitor, so requests arriving
-- together cannot all count the same events; the lock ends with the transaction.
create or replace function private.allow(p_bucket text, p_visitor text, p_max integer, p_window interval)
returns boolean
language plpgsql
volatile
set search_path = private, public
as $$
declare
  v_count integer;
begin
  if p_visitor is null or p_visitor = '' then
    return true;
  end if;
  perform pg_advisory_xact_lock(hashtextextended(p_bucket || chr(31) || p_visitor, 0));
  -- Old events are kept for a day at most (the privacy policy says so).
  delete from private.rate_events where created_at < now() - interval '1 day' and random() < 0.05;
  select count(*) into v_count from private.rate_events
  where bucket = p_bucket and visitor_hash = p_visitor and created_at > now() - p_window;
  if v_count >= p_max then
    return false;
  end if;
  insert into private.rate_events (bucket, visitor_hash) values (p_bucket, p_visitor);
  return true;
end
$$;
revoke execute on function private.allow(text, text, integer, interval) from public, anon, authenticated;

-- Visitor text is cleaned in SQL exactly as the site cleans it (lib/validation/text.ts),
-- for calls that do not come through the site (with Supabase, anyone holding the
-- publishable key can call the write functions). Same order as the site: removals,
-- spaces folded, NFC, trimmed. A test checks that both give the same text.
create or replace function private.clean(p text)
returns text
language sql
immutable
parallel safe
as $$
  select regexp_replace(
    normalize(
      regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(coalesce(p, ''),
        '\r\n?', E'\n', 'g'),
        '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]', '', 'g'),
        '<[^>]*>', ' ', 'g'),
        '[<>]', '', 'g'),
        '[ \t]+', ' ', 'g'),
      NFC),
    -- What JavaScript's trim() removes (the rest of its set is gone already).
    '^[ \n\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+|[ \n\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+$', '', 'g')
$$;

-- One-line fields: every run of whitespace (JavaScript's \s, as left by clean) becomes one space.
create or replace function private.clean_line(p text)
returns text
language sql
immutable
parallel safe
as $$
  select regexp_replace(private.clean(p), '[ \n\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+', ' ', 'g')
$$;

create or replace function private.invalid(p_field text, p_message text)
returns jsonb
language sql
immutable
as $$
  select jsonb_build_object('status', 'invalid', 'field', p_field, 'message', p_message)
$$;

revoke execute on function private.invalid(text, text) from public, anon, authenticated;
revoke execute on function private.clean(text), private.clean_line(text) from public, anon, authenticated;

-- A page size as asked, or p_default when none, kept between 1 and p_max.
create or replace function private.page_size(p_page_size integer, p_default integer, p_max integer)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select least(greatest(coalesce(p_page_size, p_default), 1), p_max)
$$;

-- One page of p_total rows: the clamped size, the rows to skip, and the pagination the lists
-- answer with. A missing page is the first; a page past the last is the last (there is always
-- at least one page, maybe empty).
create or replace function private.page_bounds(
  p_page integer,
  p_page_size integer,
  p_total integer,
  p_default_size integer,
  p_max_size integer,
  out page_size integer,
  out row_offset integer,
  out pagination jsonb
)
language sql
immutable
parallel safe
set search_path = ''
as $$
  with sized as (
    select private.page_size(p_page_size, p_default_size, p_max_size) as size
  ),
  counted as (
    select s.size, greatest(ceil(p_total / s.size::numeric)::integer, 1) as pages from sized s
  ),
  placed as (
    select c.size, c.pages, least(greatest(coalesce(p_page, 1), 1), c.pages) as page from counted c
  )
  select p.size, (p.page - 1) * p.size,
    jsonb_build_object('page', p.page, 'pageSize', p.size, 'total', p_total, 'totalPages', p.pages)
  from placed p
$$;

-- The answer to a write that was stored: its id, and whether an earlier call stored it.
create or replace function private.stored(p_id bigint, p_duplicate boolean default false)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when p_duplicate
    then jsonb_build_object('status', 'stored', 'id', p_id, 'duplicate', true)
    else jsonb_build_object('status', 'stored', 'id', p_id)
  end
$$;

-- What a visitor write checks once its input is valid, in this order: a row of p_table that
-- already has the idempotency key answers as a duplicate (no new row, not counted against the
-- limit); then the visitor's rate limit in p_bucket. Null when the write may go ahead, else the
-- answer to return. Without a table or a key, only the rate limit applies.
create or replace function private.admit_write(
  p_table regclass,
  p_idempotency_key uuid,
  p_bucket text,
  p_visitor text,
  p_max integer,
  p_window interval
)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_id bigint;
begin
  if p_table is not null and p_idempotency_key is not null then
    execute format('select id from %s where idempotency_key = $1', p_table) into v_id using p_idempotency_key;
    if v_id is not null then
      return private.stored(v_id, true);
    end if;
  end if;
  if not private.allow(p_bucket, p_visitor, p_max, p_window) then
    return jsonb_build_object('status', 'rate_limited');
  end if;
  return null;
end
$$;

-- The paging helpers are pure and read no table; search_deities runs with the visitor's
-- rights, so the visitor's roles execute them. The write helpers are the owner's alone.
revoke execute on function private.page_size(integer, integer, integer),
  private.page_bounds(integer, integer, integer, integer, integer) from public;
grant execute on function private.page_size(integer, integer, integer),
  private.page_bounds(integer, integer, integer, integer, integer) to anon, authenticated, service_role;
revoke execute on function private.stored(bigint, boolean),
  private.admit_write(regclass, uuid, text, text, integer, interval) from public, anon, authenticated;
