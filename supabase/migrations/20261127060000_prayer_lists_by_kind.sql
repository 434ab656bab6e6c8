-- Prayer lists that hold what they say: /aartis lists the aartis first and the stotras,
-- chalisas, bhajans and the like after them, each kind together and counted; /mantras the
-- same with its mantras first. The /prayers overview shows the kinds it counts, and a
-- category counts only the prayers its page lists (published ones).

-- search_prayers gains p_prayer_type (one kind only) and answers the count of each kind.
drop function public.search_prayers(text, text, text, text, integer, integer);

-- The kind a list is named for: the first group on it.
create or replace function private.list_kind(p_type text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_type when 'aarti' then 'Aarti' when 'mantra' then 'Mantra' end
$$;

-- Aartis or mantras (p_type), filtered by title text, language, difficulty and kind
-- (prayer_type, any case), p_page_size a page with the exact total; a page past the last is
-- clamped. Ordered by kind (the list's own kind first, then the larger kinds), then most
-- popular first. 'kinds' counts each kind under the other filters, in that order.
create or replace function public.search_prayers(
  p_type text,
  p_query text default null,
  p_language text default null,
  p_difficulty text default null,
  p_page integer default 1,
  p_page_size integer default 12,
  p_prayer_type text default null
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
  v_kind text := nullif(lower(left(p_prayer_type, 40)), '');
  v_kinds jsonb;
  v_total integer;
  v_page record;
  v_data jsonb;
begin
  if p_type not in ('aarti', 'mantra') then
    raise exception 'p_type must be aarti or mantra' using errcode = '22023';
  end if;

  with matching as (
    select p.prayer_type from private.published_prayers p
    where p.type = p_type and (v_q is null or p.title_norm like v_pattern)
      and (p_language is null or p.language = p_language)
      and (p_difficulty is null or p.difficulty_level = p_difficulty)
  ),
  kinds as (
    select m.prayer_type, count(*)::integer as n,
      row_number() over (order by (m.prayer_type = private.list_kind(p_type)) desc, count(*) desc, m.prayer_type) as rank
    from matching m group by m.prayer_type
  )
  select coalesce(jsonb_agg(jsonb_build_object('prayer_type', k.prayer_type, 'count', k.n) order by k.rank), '[]'),
    coalesce(sum(k.n) filter (where v_kind is null or lower(k.prayer_type) = v_kind), 0)
  into v_kinds, v_total
  from kinds k;
  select * into v_page from private.page_bounds(p_page, p_page_size, v_total, 12, 48);

  with matching as (
    select p.* from private.published_prayers p
    where p.type = p_type and (v_q is null or p.title_norm like v_pattern)
      and (p_language is null or p.language = p_language)
      and (p_difficulty is null or p.difficulty_level = p_difficulty)
  ),
  kinds as (
    select m.prayer_type,
      row_number() over (order by (m.prayer_type = private.list_kind(p_type)) desc, count(*) desc, m.prayer_type) as rank
    from matching m group by m.prayer_type
  )
  select coalesce(jsonb_agg(private.prayer_card(x.type, x.id, x.title, x.prayer_type, x.language, x.difficulty_level,
      x.duration_minutes, x.popularity, x.tags, x.deity_id) order by x.rank, x.popularity desc, x.title), '[]')
  into v_data
  from (
    select m.*, k.rank from matching m join kinds k on k.prayer_type = m.prayer_type
    where v_kind is null or lower(m.prayer_type) = v_kind
    order by k.rank, m.popularity desc, m.title
    limit v_page.page_size offset v_page.row_offset
  ) x;

  return jsonb_build_object('data', v_data, 'pagination', v_page.pagination, 'kinds', v_kinds);
end
$$;

-- /prayers: counts for both tabs and the kinds in each, the first 6 of each (the list's own
-- kind first, as on /aartis and /mantras), and the categories with the number of published
-- prayers their pages list.
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
  kinds as (
    select m.type, m.prayer_type, count(*)::integer as n,
      row_number() over (partition by m.type order by (m.prayer_type = private.list_kind(m.type)) desc, count(*) desc, m.prayer_type) as rank
    from matching m group by m.type, m.prayer_type
  ),
  ranked as (
    select m.*, row_number() over (partition by m.type order by k.rank, m.popularity desc, m.title) as n
    from matching m join kinds k on k.type = m.type and k.prayer_type = m.prayer_type
  )
  select jsonb_build_object(
    'aarti_count', (select count(*) from matching where type = 'aarti'),
    'mantra_count', (select count(*) from matching where type = 'mantra'),
    'aarti_kinds', coalesce((select jsonb_agg(jsonb_build_object('prayer_type', k.prayer_type, 'count', k.n) order by k.rank)
      from kinds k where k.type = 'aarti'), '[]'),
    'mantra_kinds', coalesce((select jsonb_agg(jsonb_build_object('prayer_type', k.prayer_type, 'count', k.n) order by k.rank)
      from kinds k where k.type = 'mantra'), '[]'),
    'aartis', coalesce((select jsonb_agg(private.prayer_card(r.type, r.id, r.title, r.prayer_type, r.language,
        r.difficulty_level, r.duration_minutes, r.popularity, r.tags, r.deity_id) order by r.n)
      from ranked r where r.type = 'aarti' and r.n <= 6), '[]'),
    'mantras', coalesce((select jsonb_agg(private.prayer_card(r.type, r.id, r.title, r.prayer_type, r.language,
        r.difficulty_level, r.duration_minutes, r.popularity, r.tags, r.deity_id) order by r.n)
      from ranked r where r.type = 'mantra' and r.n <= 6), '[]'),
    'categories', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'description', c.description,
        'color', c.color, 'prayer_count', (
          select count(distinct p.type || p.id)
          from public.prayer_collections pc
          join public.prayer_collection_items i on i.collection_id = pc.id
          join private.published_prayers p
            on (p.type = 'aarti' and p.id = i.aarti_id) or (p.type = 'mantra' and p.id = i.mantra_id)
          where pc.category = c.id and pc.is_published)) order by c.name)
      from public.prayer_categories c), '[]')
  )
$$;

revoke execute on function private.list_kind(text) from public;
revoke execute on function public.search_prayers(text, text, text, text, integer, integer, text) from public;
grant execute on function public.search_prayers(text, text, text, text, integer, integer, text) to anon, authenticated, service_role;
