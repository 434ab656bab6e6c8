-- Read functions for deities. Every read the site makes about deities is one call here,
-- so the embedded database, a PostgreSQL server and Supabase (rpc) answer the same way.
-- They run with the caller's rights (security invoker): row-level security applies.

-- A deity as a card: what lists, grids and related-deity blocks show.
create or replace function private.deity_card(d public.deities)
returns jsonb
language sql
stable
set search_path = public
as $$
  select jsonb_build_object(
    'id', d.id,
    'name', d.name,
    'sanskrit_name', d.sanskrit_name,
    'description', d.description,
    'region', d.region,
    'region_name', coalesce((select r.name from public.regions r where r.id = d.region), d.region),
    'type', d.type,
    'cultural_tradition', d.cultural_tradition,
    'image_url', d.image_url,
    'popularity', d.popularity
  )
$$;

-- All five reference lists, each ordered by name.
create or replace function public.get_reference_lists()
returns jsonb
language sql
stable
set search_path = public
as $$
  select jsonb_build_object(
    'regions', coalesce((select jsonb_agg(jsonb_build_object('id', id, 'name', name) order by name) from public.regions), '[]'),
    'cultural_traditions', coalesce((select jsonb_agg(jsonb_build_object('id', id, 'name', name) order by name) from public.cultural_traditions), '[]'),
    'deity_types', coalesce((select jsonb_agg(jsonb_build_object('id', id, 'name', name) order by name) from public.deity_types), '[]'),
    'festivals', coalesce((select jsonb_agg(jsonb_build_object('id', id, 'name', name) order by name) from public.festivals), '[]'),
    'worship_methods', coalesce((select jsonb_agg(jsonb_build_object('id', id, 'name', name) order by name) from public.worship_methods), '[]')
  )
$$;

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

-- Suggestions for the deity search box: any alias (Latin or native script) containing the
-- text; prefix matches first, then by popularity. Queries shorter than three characters
-- (too short for trigrams) match alias prefixes only, through the btree index.
create or replace function public.suggest_deities(p_query text, p_limit integer default 8)
returns jsonb
language plpgsql
stable
-- Row-level security would hide the indexes (LIKE is not leakproof): the function runs as
-- the owner and filters published rows itself. Statements keep one plan each (planning
-- them on every call cost more than running them), whose index is fixed by their shape:
-- a subquery ending in OFFSET 0 keeps the planner from walking popularity order where
-- matches are few. Only the prefix count is planned with its text (EXECUTE): starts_with,
-- like LIKE, can use a btree index only when the text is known.
security definer
set search_path = public
set enable_seqscan = off
set plan_cache_mode = force_generic_plan
as $$
declare
  v_q text := private.norm_text(left(p_query, 100));
  v_limit integer := least(greatest(coalesce(p_limit, 8), 1), 8);
  v_prefix text := private.like_escape(v_q) || '%';
  v_inside text := '%' || private.like_escape(v_q) || '%';
  v_ids bigint[];
  v_more bigint[];
  v_need integer;
  v_count integer;
  v_hits integer;
  v_seen integer;
  v_rows real;
  v_budget integer;
  v_result jsonb;
begin
  if char_length(v_q) < 2 then
    return '[]'::jsonb;
  end if;

  -- Prefix matches (rank 0): the 200 most popular (then by deity and alias).
  if char_length(v_q) = 2 then
    -- Too few characters for trigrams: the aliases starting with them, in popularity order.
    select coalesce(array_agg(s.id), '{}') into v_ids
    from (
      select a.id from public.deity_aliases a
      where left(a.alias_norm, 2) = v_q and a.deity_published
      order by a.popularity desc, a.deity_id, a.id
      limit 200
    ) s;
  else
    -- Up to 1,000 prefix matches from the prefix index (planned with the actual text, which
    -- starts_with needs to use a btree): when fewer, they are all of them.
    execute $sql$
      select count(*)::integer, coalesce((array_agg(m.id order by m.popularity desc, m.deity_id, m.id))[1:200], '{}')
      from (
        select a.id, a.popularity, a.deity_id from public.deity_aliases a
        where starts_with(a.alias_norm, $1) and a.deity_published
        limit 1000
      ) m
    $sql$ into v_count, v_ids using v_q;
    if v_count = 1000 then
      -- Many: the aliases sharing the first two characters, in popularity order, filtered.
      select coalesce(array_agg(s.id), '{}') into v_ids
      from (
        select a.id from public.deity_aliases a
        where left(a.alias_norm, 2) = left(v_q, 2) and starts_with(a.alias_norm, v_q) and a.deity_published
        order by a.popularity desc, a.deity_id, a.id
        limit 200
      ) s;
    end if;
  end if;

  -- Matches inside an alias (rank 1), from three characters, until there are 200 in all.
  v_need := 200 - cardinality(v_ids);
  if char_length(v_q) >= 3 and v_need > 0 then
    -- How common the text is, in a fixed sample of published aliases; and the rows in the
    -- table, estimated as the planner does (its statistics scaled to the present size).
    select count(*) filter (where s.alias_norm like v_inside and s.alias_norm not like v_prefix), count(*),
      greatest(count(*), (
        select case when c.relpages > 0
          then c.reltuples / c.relpages * (pg_relation_size(c.oid) / current_setting('block_size')::real)
          else c.reltuples end
        from pg_class c where c.oid = 'public.deity_aliases'::regclass))
    into v_hits, v_seen, v_rows
    from (
      select a.alias_norm from public.deity_aliases a
      where a.deity_published
      order by hashint8(a.id)
      limit 500
    ) s;

    -- A walk reads about need / share rows; the trigram index fetches and sorts every match
    -- (share x rows), at about four times the cost per row. Walk when that is cheaper, for
    -- at most as many rows as the index would have cost (popularity and text may go
    -- together, so the walk can need more rows than the sample says), then the index.
    if v_hits > 0 and 4.0 * v_hits * v_hits * v_rows > v_need::real * v_seen * v_seen then
      v_budget := ceil(4.0 * v_hits * v_rows / v_seen);
      select array_agg(w.id order by w.popularity desc, w.deity_id, w.id) into v_more
      from (
        select w.id, w.popularity, w.deity_id
        from (
          select a.id, a.alias_norm, a.popularity, a.deity_id from public.deity_aliases a
          where a.deity_published
          order by a.popularity desc, a.deity_id, a.id
          limit v_budget
        ) w
        where w.alias_norm like v_inside and w.alias_norm not like v_prefix
        order by w.popularity desc, w.deity_id, w.id
        limit v_need
      ) w;
      -- Too few within the budget (or in all, which the index then finds quickly): the index.
      if coalesce(cardinality(v_more), 0) < v_need then
        v_more := null;
      end if;
    end if;

    if v_more is null then
      select coalesce(array_agg(s.id), '{}') into v_more
      from (
        select s.id
        from (
          select a.id, a.alias_norm, a.popularity, a.deity_id from public.deity_aliases a
          where a.alias_norm like v_inside and a.deity_published
          offset 0
        ) s
        where s.alias_norm not like v_prefix
        order by s.popularity desc, s.deity_id, s.id
        limit v_need
      ) s;
    end if;
    v_ids := v_ids || v_more;
  end if;

  with candidates as (
    select a.deity_id, a.alias, a.kind,
      case when a.alias_norm like v_prefix then 0 else 1 end as rank
    from public.deity_aliases a
    where a.id = any(v_ids)
  ),
  best as (
    select distinct on (c.deity_id) c.deity_id, c.alias, c.kind, c.rank
    from candidates c
    order by c.deity_id, c.rank, (c.kind = 'name') desc, c.alias
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', s.id, 'name', s.name, 'sanskrit_name', s.sanskrit_name, 'region', s.region,
      'region_name', s.region_name, 'matched_alias', s.matched_alias)
    order by s.rank, s.popularity desc, s.name), '[]'::jsonb)
  into v_result
  from (
    select d.id, d.name, d.sanskrit_name, d.region, coalesce(r.name, d.region) as region_name,
      case when b.kind in ('name', 'native') then null else b.alias end as matched_alias,
      b.rank, d.popularity
    from best b
    join public.deities d on d.id = b.deity_id and d.is_published
    left join public.regions r on r.id = d.region
    order by b.rank, d.popularity desc, d.name
    limit v_limit
  ) s;

  return v_result;
end
$$;

-- Popular deities: popularity of at least 80, most popular first.
create or replace function public.popular_deities(p_limit integer default 10)
returns jsonb
language sql
stable
set search_path = public
as $$
  select coalesce(jsonb_agg(private.deity_card(d) order by d.popularity desc, d.name), '[]')
  from (
    select * from public.deities
    where is_published and popularity >= 80
    order by popularity desc, name
    limit least(greatest(coalesce(p_limit, 10), 1), 50)
  ) d
$$;

-- One deity with everything its page shows, or null.
create or replace function public.get_deity(p_id text)
returns jsonb
language sql
stable
set search_path = public
as $$
  select jsonb_build_object(
    'id', d.id,
    'name', d.name,
    'sanskrit_name', d.sanskrit_name,
    'alternative_names', to_jsonb(d.alternative_names),
    'description', d.description,
    'long_description', d.long_description,
    'region', d.region,
    'region_name', r.name,
    'type', d.type,
    'type_name', t.name,
    'cultural_tradition', d.cultural_tradition,
    'cultural_tradition_name', c.name,
    'image_url', d.image_url,
    'popularity', d.popularity,
    'popularity_basis', d.popularity_basis,
    'attributes', to_jsonb(d.attributes),
    'symbols', to_jsonb(d.symbols),
    'associated_families', to_jsonb(d.associated_families),
    'sub_regions', to_jsonb(d.sub_regions),
    'sources', to_jsonb(d.sources),
    'created_at', d.created_at,
    'updated_at', d.updated_at,
    'festivals', coalesce((
      select jsonb_agg(jsonb_build_object('id', f.id, 'name', f.name, 'timing', f.timing) order by df.position, f.name)
      from public.deity_festivals df join public.festivals f on f.id = df.festival_id
      where df.deity_id = d.id), '[]'),
    'worship_methods', coalesce((
      select jsonb_agg(jsonb_build_object('id', w.id, 'name', w.name, 'description', w.description) order by dw.position, w.name)
      from public.deity_worship_methods dw join public.worship_methods w on w.id = dw.worship_method_id
      where dw.deity_id = d.id), '[]'),
    'temples', coalesce((
      select jsonb_agg(jsonb_build_object('name', tm.name, 'town', tm.town, 'district', tm.district, 'state', tm.state,
        'country', tm.country, 'is_principal', tm.is_principal) order by tm.is_principal desc, tm.position, tm.id)
      from public.deity_temples tm where tm.deity_id = d.id), '[]'),
    'related', coalesce((
      select jsonb_agg(private.deity_card(x.o) order by x.score desc, x.popularity desc, x.name)
      from (
        select o, o.popularity, o.name, (case when o.type = d.type then 2 else 0 end) + (case when o.region = d.region then 1 else 0 end)
          + (case when o.cultural_tradition = d.cultural_tradition then 1 else 0 end) as score
        from public.deities o
        where o.is_published and o.id <> d.id and (o.region = d.region or o.type = d.type)
        order by score desc, o.popularity desc, o.name
        limit 6
      ) x), '[]')
  )
  from public.deities d
  left join public.regions r on r.id = d.region
  left join public.deity_types t on t.id = d.type
  left join public.cultural_traditions c on c.id = d.cultural_tradition
  where d.id = p_id and d.is_published
$$;

-- Every published deity id with its last change, for static generation and the sitemap.
create or replace function public.list_deity_ids()
returns jsonb
language sql
stable
set search_path = public
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', id, 'updated_at', updated_at) order by id), '[]')
  from public.deities where is_published
$$;

revoke execute on function public.get_reference_lists(), public.search_deities(text, text, text, text, integer, integer),
  public.suggest_deities(text, integer), public.popular_deities(integer), public.get_deity(text), public.list_deity_ids()
  from public;
grant execute on function public.get_reference_lists(), public.search_deities(text, text, text, text, integer, integer),
  public.suggest_deities(text, integer), public.popular_deities(integer), public.get_deity(text), public.list_deity_ids()
  to anon, authenticated, service_role;
revoke execute on function private.deity_card(public.deities) from public;
grant execute on function private.deity_card(public.deities) to anon, authenticated, service_role;
