-- Read functions for aartis and mantras, and the view counter.
-- Functions that search text run as the owner (LIKE is not leakproof, so under row-level
-- security the trigram indexes could not be used) and filter published rows themselves.

-- A prayer as a card: what lists and 'More Prayers' show.
create or replace function private.prayer_card(p_type text, p_id integer, p_title text, p_prayer_type text,
  p_language text, p_difficulty text, p_duration integer, p_popularity integer, p_tags text[], p_deity_id text)
returns jsonb
language sql
stable
set search_path = public
as $$
  select jsonb_build_object(
    'type', p_type, 'id', p_id, 'title', p_title, 'prayer_type', p_prayer_type, 'language', p_language,
    'difficulty_level', p_difficulty, 'duration_minutes', p_duration, 'popularity', p_popularity,
    'tags', to_jsonb(p_tags),
    'deity', (select jsonb_build_object('id', d.id, 'name', d.name, 'sanskrit_name', d.sanskrit_name, 'image_url', d.image_url)
              from public.deities d where d.id = p_deity_id and d.is_published)
  )
$$;

-- Both kinds of prayer as one set, for the functions below.
create or replace view private.published_prayers as
  select 'aarti'::text as type, id, title, title_norm, prayer_type, language, difficulty_level, duration_minutes,
    popularity, tags, deity_id, updated_at
  from public.artis where is_published
  union all
  select 'mantra'::text, id, title, title_norm, prayer_type, language, difficulty_level, duration_minutes,
    popularity, tags, deity_id, updated_at
  from public.mantras where is_published;

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
  v_size integer := least(greatest(coalesce(p_page_size, 12), 1), 48);
  v_total integer;
  v_pages integer;
  v_page integer;
  v_data jsonb;
begin
  if p_type not in ('aarti', 'mantra') then
    raise exception 'p_type must be aarti or mantra' using errcode = '22023';
  end if;
  select count(*) into v_total from private.published_prayers p
  where p.type = p_type and (v_q is null or p.title_norm like v_pattern)
    and (p_language is null or p.language = p_language)
    and (p_difficulty is null or p.difficulty_level = p_difficulty);
  v_pages := greatest(ceil(v_total / v_size::numeric)::integer, 1);
  v_page := least(greatest(coalesce(p_page, 1), 1), v_pages);

  select coalesce(jsonb_agg(private.prayer_card(x.type, x.id, x.title, x.prayer_type, x.language, x.difficulty_level,
      x.duration_minutes, x.popularity, x.tags, x.deity_id) order by x.popularity desc, x.title), '[]')
  into v_data
  from (
    select * from private.published_prayers p
    where p.type = p_type and (v_q is null or p.title_norm like v_pattern)
      and (p_language is null or p.language = p_language)
      and (p_difficulty is null or p.difficulty_level = p_difficulty)
    order by p.popularity desc, p.title
    limit v_size offset (v_page - 1) * v_size
  ) x;

  return jsonb_build_object('data', v_data,
    'pagination', jsonb_build_object('page', v_page, 'pageSize', v_size, 'total', v_total, 'totalPages', v_pages));
end
$$;

-- /prayers: counts for both tabs, the first 6 of each, and the categories with their sizes.
create or replace function public.prayers_overview(
  p_query text default null,
  p_language text default null,
  p_difficulty text default null
)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  with q as (select nullif(private.norm_text(left(p_query, 100)), '') as q),
  matching as (
    select p.* from private.published_prayers p, q
    where (q.q is null or p.title_norm like '%' || private.like_escape(q.q) || '%')
      and (p_language is null or p.language = p_language)
      and (p_difficulty is null or p.difficulty_level = p_difficulty)
  ),
  ranked as (
    select m.*, row_number() over (partition by m.type order by m.popularity desc, m.title) as n from matching m
  )
  select jsonb_build_object(
    'aarti_count', (select count(*) from matching where type = 'aarti'),
    'mantra_count', (select count(*) from matching where type = 'mantra'),
    'aartis', coalesce((select jsonb_agg(private.prayer_card(r.type, r.id, r.title, r.prayer_type, r.language,
        r.difficulty_level, r.duration_minutes, r.popularity, r.tags, r.deity_id) order by r.n)
      from ranked r where r.type = 'aarti' and r.n <= 6), '[]'),
    'mantras', coalesce((select jsonb_agg(private.prayer_card(r.type, r.id, r.title, r.prayer_type, r.language,
        r.difficulty_level, r.duration_minutes, r.popularity, r.tags, r.deity_id) order by r.n)
      from ranked r where r.type = 'mantra' and r.n <= 6), '[]'),
    'categories', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'description', c.description,
        'color', c.color, 'prayer_count', (
          select count(distinct coalesce('a' || i.aarti_id, 'm' || i.mantra_id))
          from public.prayer_collections pc join public.prayer_collection_items i on i.collection_id = pc.id
          where pc.category = c.id and pc.is_published)) order by c.name)
      from public.prayer_categories c), '[]')
  )
$$;

-- One aarti or mantra with everything its page shows, or null.
create or replace function public.get_prayer(p_type text, p_id integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = public
as $$
declare
  v jsonb;
  v_deity text;
begin
  if p_type = 'aarti' then
    select to_jsonb(a) - 'title_norm' - 'is_published', a.deity_id into v, v_deity
    from public.artis a where a.id = p_id and a.is_published;
  elsif p_type = 'mantra' then
    select to_jsonb(m) - 'title_norm' - 'is_published', m.deity_id into v, v_deity
    from public.mantras m where m.id = p_id and m.is_published;
  else
    return null;
  end if;
  if v is null then
    return null;
  end if;
  return v || jsonb_build_object(
    'type', p_type,
    'deity', (select jsonb_build_object('id', d.id, 'name', d.name, 'sanskrit_name', d.sanskrit_name,
        'image_url', d.image_url, 'region', d.region, 'region_name', r.name,
        'cultural_tradition', d.cultural_tradition, 'cultural_tradition_name', c.name)
      from public.deities d
      left join public.regions r on r.id = d.region
      left join public.cultural_traditions c on c.id = d.cultural_tradition
      where d.id = v_deity and d.is_published),
    'more_prayers', coalesce((
      select jsonb_agg(private.prayer_card(x.type, x.id, x.title, x.prayer_type, x.language, x.difficulty_level,
        x.duration_minutes, x.popularity, x.tags, x.deity_id) order by x.popularity desc, x.title)
      from (
        select * from private.published_prayers p
        where p.deity_id = v_deity and not (p.type = p_type and p.id = p_id)
        order by p.popularity desc, p.title
        limit 6
      ) x), '[]')
  );
end
$$;

-- All prayers of a deity, for its page.
create or replace function public.prayers_for_deity(p_deity_id text)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(private.prayer_card(p.type, p.id, p.title, p.prayer_type, p.language, p.difficulty_level,
      p.duration_minutes, p.popularity, p.tags, p.deity_id) order by p.type, p.popularity desc, p.title), '[]')
  from private.published_prayers p
  where p.deity_id = p_deity_id
$$;

-- A prayer category with its published collections and their prayers in order, or null.
create or replace function public.get_prayer_category(p_id text)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select jsonb_build_object(
    'id', c.id, 'name', c.name, 'description', c.description, 'color', c.color, 'updated_at', c.updated_at,
    'collections', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', pc.id, 'name', pc.name, 'description', pc.description, 'popularity', pc.popularity,
          'prayers', coalesce((
            select jsonb_agg(private.prayer_card(p.type, p.id, p.title, p.prayer_type, p.language, p.difficulty_level,
                p.duration_minutes, p.popularity, p.tags, p.deity_id) order by i.sequence_order)
            from public.prayer_collection_items i
            join private.published_prayers p
              on (p.type = 'aarti' and p.id = i.aarti_id) or (p.type = 'mantra' and p.id = i.mantra_id)
            where i.collection_id = pc.id), '[]'))
        order by pc.popularity desc, pc.name)
      from public.prayer_collections pc
      where pc.category = c.id and pc.is_published), '[]')
  )
  from public.prayer_categories c
  where c.id = p_id
$$;

-- Every published prayer and category with its last change, for static generation and the sitemap.
create or replace function public.list_prayer_ids()
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select jsonb_build_object(
    'prayers', coalesce((select jsonb_agg(jsonb_build_object('type', type, 'id', id, 'title', title, 'updated_at', updated_at)
      order by type, id) from private.published_prayers), '[]'),
    'categories', coalesce((select jsonb_agg(jsonb_build_object('id', id, 'updated_at', updated_at) order by id)
      from public.prayer_categories), '[]')
  )
$$;

-- Counts one view of a published prayer: one row per prayer, incremented atomically.
-- Visitors may call this and nothing else on prayer_statistics.
create or replace function public.record_prayer_view(p_type text, p_id integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = public
as $$
begin
  if p_type not in ('aarti', 'mantra')
     or not exists (select 1 from private.published_prayers p where p.type = p_type and p.id = p_id) then
    return false;
  end if;
  insert into public.prayer_statistics as s (prayer_type, prayer_id, views_count, last_viewed)
  values (p_type, p_id, 1, now())
  on conflict (prayer_type, prayer_id)
  do update set views_count = s.views_count + 1, last_viewed = now();
  return true;
end
$$;

revoke all on private.published_prayers from public;
revoke execute on function private.prayer_card(text, integer, text, text, text, text, integer, integer, text[], text) from public;
revoke execute on function public.search_prayers(text, text, text, text, integer, integer), public.prayers_overview(text, text, text),
  public.get_prayer(text, integer), public.prayers_for_deity(text), public.get_prayer_category(text), public.list_prayer_ids(),
  public.record_prayer_view(text, integer) from public;
grant execute on function public.search_prayers(text, text, text, text, integer, integer), public.prayers_overview(text, text, text),
  public.get_prayer(text, integer), public.prayers_for_deity(text), public.get_prayer_category(text), public.list_prayer_ids(),
  public.record_prayer_view(text, integer) to anon, authenticated, service_role;
