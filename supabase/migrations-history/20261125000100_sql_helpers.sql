-- Helpers for what every list and every visitor write repeated: clamping a page and its size,
-- and the idempotency key and rate limit checked before a write. The functions that repeated
-- them are redefined here to call them; each answers exactly as before.

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

-- Explore: contains search over name, Sanskrit name, alternative names, description and
-- attributes, with optional equality filters, 12 a page with the exact total.
-- A page past the last is clamped to the last; with a query, name matches come first.
create or replace function public.search_deities(
  p_query text default null,
  p_region text default null,
  p_type text default null,
  p_tradition text default null,
  p_page integer default 1,
  p_page_size integer default 12
)
returns jsonb
language plpgsql
stable
set search_path = public
as $$
declare
  v_q text := nullif(private.norm_text(left(p_query, 100)), '');
  v_pattern text := '%' || private.like_escape(v_q) || '%';
  v_total integer;
  v_page record;
  v_data jsonb;
begin
  select count(*) into v_total
  from public.deities d
  where d.is_published
    and (v_q is null or d.search_text like v_pattern)
    and (p_region is null or d.region = p_region)
    and (p_type is null or d.type = p_type)
    and (p_tradition is null or d.cultural_tradition = p_tradition);
  select * into v_page from private.page_bounds(p_page, p_page_size, v_total, 12, 48);

  select coalesce(jsonb_agg(private.deity_card(x.d) order by x.rank, x.name), '[]') into v_data
  from (
    select d, d.name,
      case
        when v_q is null then 0
        when d.name_norm = v_q then 0
        when d.name_norm like private.like_escape(v_q) || '%' then 1
        when d.name_norm like v_pattern then 2
        else 3
      end as rank
    from public.deities d
    where d.is_published
      and (v_q is null or d.search_text like v_pattern)
      and (p_region is null or d.region = p_region)
      and (p_type is null or d.type = p_type)
      and (p_tradition is null or d.cultural_tradition = p_tradition)
    order by rank, d.name
    limit v_page.page_size offset v_page.row_offset
  ) x;

  return jsonb_build_object('data', v_data, 'pagination', v_page.pagination);
end
$$;

-- Aartis or mantras (p_type), filtered by title text, language and difficulty, most popular
-- first, p_page_size a page with the exact total; a page past the last is clamped.
create or replace function public.search_prayers(
  p_type text,
  p_query text default null,
  p_language text default null,
  p_difficulty text default null,
  p_page integer default 1,
  p_page_size integer default 12
)
returns jsonb
language plpgsql
stable
security definer
set search_path = public
as $$
declare
  v_q text := nullif(private.norm_text(left(p_query, 100)), '');
  v_pattern text := '%' || private.like_escape(v_q) || '%';
  v_total integer;
  v_page record;
  v_data jsonb;
begin
  if p_type not in ('aarti', 'mantra') then
    raise exception 'p_type must be aarti or mantra' using errcode = '22023';
  end if;
  select count(*) into v_total from private.published_prayers p
  where p.type = p_type and (v_q is null or p.title_norm like v_pattern)
    and (p_language is null or p.language = p_language)
    and (p_difficulty is null or p.difficulty_level = p_difficulty);
  select * into v_page from private.page_bounds(p_page, p_page_size, v_total, 12, 48);

  select coalesce(jsonb_agg(private.prayer_card(x.type, x.id, x.title, x.prayer_type, x.language, x.difficulty_level,
      x.duration_minutes, x.popularity, x.tags, x.deity_id) order by x.popularity desc, x.title), '[]')
  into v_data
  from (
    select * from private.published_prayers p
    where p.type = p_type and (v_q is null or p.title_norm like v_pattern)
      and (p_language is null or p.language = p_language)
      and (p_difficulty is null or p.difficulty_level = p_difficulty)
    order by p.popularity desc, p.title
    limit v_page.page_size offset v_page.row_offset
  ) x;

  return jsonb_build_object('data', v_data, 'pagination', v_page.pagination);
end
$$;

-- The sitemap index: how many files each section needs at p_page_size URLs a file, with the
-- last change within each file, and the latest change per list page (home, Explore, /aartis,
-- /mantras, /prayers). Sections without entries have no files.
create or replace function public.sitemap_overview(p_page_size integer)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  with sized as (
    select private.page_size(p_page_size, 50000, 50000) as size
  ),
  numbered as (
    select e.section, e.kind, e.updated_at,
      (row_number() over (partition by e.section order by e.k1, e.k2) - 1) / (select size from sized) + 1 as page
    from private.sitemap_entries e
  )
  select jsonb_build_object(
    'files', coalesce((select jsonb_agg(jsonb_build_object('section', f.section, 'page', f.page, 'urls', f.urls,
        'lastmod', f.lastmod) order by f.section, f.page)
      from (select section, page, count(*) as urls, max(updated_at) as lastmod from numbered group by section, page) f),
      '[]'::jsonb),
    'latest', (select jsonb_build_object(
        'deities', max(updated_at) filter (where section = 'deities'),
        'surnames', max(updated_at) filter (where section = 'surnames'),
        'aartis', max(updated_at) filter (where kind = 'aarti'),
        'mantras', max(updated_at) filter (where kind = 'mantra'),
        'categories', max(updated_at) filter (where section = 'categories'))
      from numbered)
  )
$$;

-- One sitemap file: page p_page (from 1) of a section, p_page_size URLs a page, in the
-- index's order. An unknown section or a page past the last answers an empty list.
create or replace function public.sitemap_page(p_section text, p_page integer, p_page_size integer)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(jsonb_build_object('kind', x.kind, 'key', x.key, 'title', x.title, 'updated_at', x.updated_at)
    order by x.k1, x.k2), '[]'::jsonb)
  from (
    select e.* from private.sitemap_entries e
    where e.section = p_section and p_page between 1 and 1000000
    order by e.k1, e.k2
    limit private.page_size(p_page_size, 50000, 50000)
    offset (greatest(p_page, 1)::bigint - 1) * private.page_size(p_page_size, 50000, 50000)
  ) x
$$;

-- Family information offered through the submission dialog; stored as 'pending'.
create or replace function public.submit_family_info(
  p_user_name text,
  p_user_town text,
  p_user_region text,
  p_kuldevta_info text,
  p_user_email text default null,
  p_search_term text default null,
  p_user_agent text default null,
  p_idempotency_key uuid default null,
  p_visitor_hash text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = public, private
as $$
declare
  v_name text := private.clean_line(p_user_name);
  v_town text := private.clean_line(p_user_town);
  v_region text := private.clean_line(p_user_region);
  v_info text := private.clean(p_kuldevta_info);
  v_email text := nullif(lower(private.clean_line(p_user_email)), '');
  v_term text := nullif(rtrim(left(private.clean_line(p_search_term), 100)), '');
  v_refused jsonb;
  v_id bigint;
begin
  if char_length(v_name) not between 2 and 100 then return private.invalid('userName', 'Name must be between 2 and 100 characters'); end if;
  if char_length(v_town) not between 2 and 100 then return private.invalid('userTown', 'Town must be between 2 and 100 characters'); end if;
  if char_length(v_region) not between 2 and 100 then return private.invalid('userRegion', 'Region must be between 2 and 100 characters'); end if;
  if char_length(v_info) not between 10 and 2000 then
    return private.invalid('kuldevtaInfo', 'Kuldevta information must be between 10 and 2000 characters');
  end if;
  if v_email is not null and (char_length(v_email) > 254 or v_email !~ '^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$') then
    return private.invalid('userEmail', 'Invalid email address');
  end if;
  v_refused := private.admit_write('public.form_submissions', p_idempotency_key, 'submission', p_visitor_hash, 5, interval '10 minutes');
  if v_refused is not null then return v_refused; end if;
  insert into public.form_submissions (search_term, user_name, user_town, user_region, user_email, kuldevta_info,
    user_agent, idempotency_key, visitor_hash)
  values (v_term, v_name, v_town, v_region, v_email, v_info, left(p_user_agent, 500), p_idempotency_key, p_visitor_hash)
  on conflict (idempotency_key) do nothing
  returning id into v_id;
  if v_id is null then
    -- The same key stored by a call that ran at the same time.
    select id into v_id from public.form_submissions where idempotency_key = p_idempotency_key;
    return private.stored(v_id, true);
  end if;
  return private.stored(v_id);
end
$$;

-- A message from the contact page.
create or replace function public.submit_contact_message(
  p_name text,
  p_email text,
  p_subject text,
  p_message text,
  p_user_agent text default null,
  p_idempotency_key uuid default null,
  p_visitor_hash text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = public, private
as $$
declare
  v_name text := rtrim(left(private.clean_line(p_name), 200));
  v_email text := lower(private.clean_line(p_email));
  v_subject text := private.clean_line(p_subject);
  v_message text := private.clean(p_message);
  v_refused jsonb;
  v_id bigint;
begin
  if v_name = '' then return private.invalid('name', 'Name is required'); end if;
  if v_email = '' then return private.invalid('email', 'Email is required'); end if;
  if char_length(v_email) > 254 or v_email !~ '^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$' then return private.invalid('email', 'Invalid email address'); end if;
  if v_subject not in ('general', 'technical', 'content', 'feedback', 'spiritual', 'other') then
    return private.invalid('subject', 'Subject is required');
  end if;
  if v_message = '' then return private.invalid('message', 'Message is required'); end if;
  if char_length(v_message) > 5000 then return private.invalid('message', 'Message must not exceed 5000 characters'); end if;
  v_refused := private.admit_write('public.contact_messages', p_idempotency_key, 'contact', p_visitor_hash, 5, interval '10 minutes');
  if v_refused is not null then return v_refused; end if;
  insert into public.contact_messages (name, email, subject, message, user_agent, idempotency_key, visitor_hash)
  values (v_name, v_email, v_subject, v_message, left(p_user_agent, 500), p_idempotency_key, p_visitor_hash)
  returning id into v_id;
  return private.stored(v_id);
end
$$;

-- One search a visitor made (section 5's search-term rules apply); at most 60 a minute.
create or replace function public.track_search(
  p_search_term text,
  p_search_type text,
  p_results_found boolean,
  p_result_count integer,
  p_filters jsonb default '{}'::jsonb,
  p_user_agent text default null,
  p_visitor_hash text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = public, private
as $$
declare
  v_term text := private.clean_line(p_search_term);
  v_refused jsonb;
begin
  if char_length(v_term) < 2 then return private.invalid('searchTerm', 'Search term must be at least 2 characters long'); end if;
  if char_length(v_term) > 100 then return private.invalid('searchTerm', 'Search term must not exceed 100 characters'); end if;
  if v_term ~* '\m(select|insert|update|delete|drop|union|exec|declare)\M' or v_term ~ '[;()]' then
    return private.invalid('searchTerm', 'Invalid search term');
  end if;
  if p_search_type is null or p_search_type not in ('surname', 'deity') then return private.invalid('searchType', 'Invalid search type'); end if;
  if p_result_count is null or p_result_count < 0 then return private.invalid('resultCount', 'Invalid result count'); end if;
  if p_filters is null or jsonb_typeof(p_filters) <> 'object' or pg_column_size(p_filters) > 2000 then
    return private.invalid('filters', 'Invalid filters');
  end if;
  v_refused := private.admit_write(null, null, 'search', p_visitor_hash, 60, interval '1 minute');
  if v_refused is not null then return v_refused; end if;
  insert into public.search_analytics (search_term, search_type, results_found, result_count, filters, user_agent, visitor_hash)
  values (v_term, p_search_type, coalesce(p_results_found, p_result_count > 0), p_result_count, p_filters, left(p_user_agent, 500), p_visitor_hash);
  return jsonb_build_object('status', 'stored');
end
$$;
