-- One word for each idea: a deity's place of worship is a shrine, and a sung prayer an aarti, in the
-- tables, columns, functions and the keys the functions answer with, as in the code that reads them.
-- The public addresses (/temple/{id}, /temples) stay as they are, since links to them are shared.

alter table public.temples rename to shrines;
alter table public.deity_temples rename to deity_shrines;
alter table public.artis rename to aartis;
alter table public.family_surnames rename column temple_id to shrine_id;
alter table public.family_surnames rename column temple_basis to shrine_basis;

-- Every constraint, index, sequence, trigger and policy named with the old words.
do $$
declare
  r record;
  new_name text;
begin
  for r in
    select c.conrelid::regclass as tbl, c.conname as name from pg_constraint c
    where c.connamespace = 'public'::regnamespace and c.conname ~ '(temple|^artis_)'
  loop
    new_name := regexp_replace(replace(r.name, 'temple', 'shrine'), '^artis_', 'aartis_');
    execute format('alter table %s rename constraint %I to %I', r.tbl, r.name, new_name);
  end loop;
  for r in
    select cl.relname as name, cl.relkind as kind from pg_class cl
    where cl.relnamespace = 'public'::regnamespace and cl.relkind in ('i', 'S') and cl.relname ~ '(temple|^artis_)'
  loop
    new_name := regexp_replace(replace(r.name, 'temple', 'shrine'), '^artis_', 'aartis_');
    execute format('alter %s public.%I rename to %I', case r.kind when 'i' then 'index' else 'sequence' end, r.name, new_name);
  end loop;
  for r in
    select t.tgrelid::regclass as tbl, t.tgname as name from pg_trigger t
    join pg_class cl on cl.oid = t.tgrelid
    where cl.relnamespace = 'public'::regnamespace and not t.tgisinternal and t.tgname ~ '(temple|^artis_)'
  loop
    new_name := regexp_replace(replace(r.name, 'temple', 'shrine'), '^artis_', 'aartis_');
    execute format('alter trigger %I on %s rename to %I', r.name, r.tbl, new_name);
  end loop;
  for r in
    select p.polrelid::regclass as tbl, p.polname as name from pg_policy p where p.polname ~ 'Temples'
  loop
    execute format('alter policy %I on %s rename to %I', r.name, r.tbl, replace(r.name, 'Temples', 'Shrines'));
  end loop;
end
$$;

drop function public.get_temple(text);
drop function public.list_temples();
drop function public.get_deity_temples(text);
drop function public.get_surname_temples(text);
drop function private.temple_families(text, text);
drop function private.temple_card(public.shrines);

create or replace function private.shrine_card(t public.shrines)
returns jsonb
language sql
stable
set search_path = public
as $$
  select jsonb_build_object(
    'id', t.id, 'deity_id', t.deity_id, 'name', t.name, 'native_name', t.native_name, 'town', t.town,
    'district', t.district, 'state', t.state, 'country', t.country, 'is_principal', t.is_principal,
    'lat', t.lat, 'lon', t.lon, 'precision', t.precision, 'located_as', t.located_as
  )
$$;

create or replace function private.shrine_families(p_deity text, p_shrine text)
returns jsonb
language sql
stable
set search_path = public
as $$
  select coalesce(jsonb_agg(jsonb_build_object('community', g.community, 'surnames', g.surnames) order by g.community), '[]'::jsonb)
  from (
    select s.community, jsonb_agg(jsonb_build_object('surname', s.surname, 'slug', s.slug, 'gotras', to_jsonb(s.gotras))
      order by lower(s.surname), s.slug) as surnames
    from (
      select coalesce(nullif(fs.community, ''), 'Community not stated') as community, min(fs.surname) as surname,
        fs.surname_slug as slug, array_remove(array_agg(distinct nullif(fs.gotra, '') order by nullif(fs.gotra, '')), null) as gotras
      from public.family_surnames fs
      where fs.is_published and fs.deity_id = p_deity
        and (case when p_shrine is null then fs.shrine_id is null else fs.shrine_id = p_shrine end)
      group by 1, fs.surname_slug
    ) s
    group by s.community
  ) g
$$;

create or replace function public.get_shrine(p_id text)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select private.shrine_card(t) || jsonb_build_object(
    'coord_source', t.coord_source, 'way', t.way, 'fairs', t.fairs, 'rites', t.rites, 'sources', t.sources,
    'notes', to_jsonb(t.notes), 'updated_at', t.updated_at, 'created_at', t.created_at,
    'deity', jsonb_build_object('id', d.id, 'name', d.name, 'sanskrit_name', d.sanskrit_name, 'description', d.description,
      'festivals', coalesce((select jsonb_agg(jsonb_build_object('name', f.name, 'timing', f.timing) order by df.position, f.name)
        from public.deity_festivals df join public.festivals f on f.id = df.festival_id where df.deity_id = d.id), '[]'::jsonb),
      'worship_methods', coalesce((select jsonb_agg(jsonb_build_object('id', w.id, 'name', w.name, 'family_rite', w.family_rite) order by dw.position, w.name)
        from public.deity_worship_methods dw join public.worship_methods w on w.id = dw.worship_method_id
        where dw.deity_id = d.id), '[]'::jsonb)),
    'families', private.shrine_families(d.id, t.id),
    'other_shrines', coalesce((select jsonb_agg(private.shrine_card(o) order by o.is_principal desc, o.position, o.id)
      from public.shrines o where o.deity_id = d.id and o.id <> t.id), '[]'::jsonb)
  )
  from public.shrines t
  join public.deities d on d.id = t.deity_id and d.is_published
  where t.id = left(p_id, 100)
$$;

create or replace function public.list_shrines()
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(private.shrine_card(t) || jsonb_build_object('deity_name', d.name, 'updated_at', t.updated_at,
      'families', (select count(distinct fs.surname_slug) from public.family_surnames fs where fs.shrine_id = t.id and fs.is_published))
    order by t.country = 'India' desc, t.country, t.state = '', t.state, t.name, t.id), '[]'::jsonb)
  from public.shrines t
  join public.deities d on d.id = t.deity_id and d.is_published
$$;

create or replace function public.get_deity_shrines(p_id text)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select jsonb_build_object(
    'shrines', coalesce((select jsonb_agg(private.shrine_card(t) || jsonb_build_object('families', private.shrine_families(d.id, t.id))
        order by t.is_principal desc, t.position, t.id)
      from public.shrines t where t.deity_id = d.id), '[]'::jsonb),
    'unplaced', private.shrine_families(d.id, null)
  )
  from public.deities d
  where d.id = left(p_id, 100) and d.is_published
$$;

create or replace function public.get_surname_shrines(p_slug text)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', fs.id, 'basis', fs.shrine_basis, 'shrine', private.shrine_card(t))
    order by fs.id), '[]'::jsonb)
  from public.family_surnames fs
  join public.shrines t on t.id = fs.shrine_id
  join public.deities d on d.id = fs.deity_id and d.is_published
  where fs.surname_slug = private.surname_slug(left(p_slug, 100)) and fs.is_published
$$;

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
    'namesakes', coalesce((select jsonb_agg(private.deity_card(n) order by x.ord)
      from unnest(d.namesakes) with ordinality x(id, ord) join public.deities n on n.id = x.id and n.is_published), '[]'),
    'created_at', d.created_at,
    'updated_at', d.updated_at,
    'festivals', coalesce((
      select jsonb_agg(jsonb_build_object('id', f.id, 'name', f.name, 'timing', f.timing) order by df.position, f.name)
      from public.deity_festivals df join public.festivals f on f.id = df.festival_id
      where df.deity_id = d.id), '[]'),
    'worship_methods', coalesce((
      select jsonb_agg(jsonb_build_object('id', w.id, 'name', w.name, 'description', w.description, 'family_rite', w.family_rite) order by dw.position, w.name)
      from public.deity_worship_methods dw join public.worship_methods w on w.id = dw.worship_method_id
      where dw.deity_id = d.id), '[]'),
    'shrines', coalesce((
      select jsonb_agg(jsonb_build_object('name', tm.name, 'town', tm.town, 'district', tm.district, 'state', tm.state,
        'country', tm.country, 'is_principal', tm.is_principal) order by tm.is_principal desc, tm.position, tm.id)
      from public.deity_shrines tm where tm.deity_id = d.id), '[]'),
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

create or replace function public.get_surname(p_slug text, p_country text default null, p_state text default null)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  with target as (
    select coalesce(
      (select fs.surname_slug from public.family_surnames fs
        where fs.surname_slug = private.surname_slug(left(p_slug, 100)) and fs.is_published limit 1),
      (select sc.surname_slug from public.surname_communities sc
        where sc.surname_slug = private.surname_slug(left(p_slug, 100)) and sc.is_published limit 1),
      (select private.surname_slug(a.surname) from public.surname_aliases a
        where a.alias_norm = private.norm_text(replace(left(p_slug, 100), '-', ' ')) order by a.surname limit 1)
    ) as slug
  ),
  base as (
    select fs.* from public.family_surnames fs
    join public.deities d on d.id = fs.deity_id and d.is_published
    where fs.surname_slug = (select slug from target) and fs.is_published
  ),
  shared as (
    select sc.* from public.surname_communities sc
    left join public.deities d on d.id = sc.deity_id
    where sc.surname_slug = (select slug from target) and sc.is_published and (sc.deity_id is null or d.is_published)
  ),
  chosen as (
    select * from base
    where (nullif(btrim(p_country), '') is null or lower(country) = lower(btrim(p_country)))
      and (nullif(btrim(p_state), '') is null or state_province = '' or lower(state_province) = lower(btrim(p_state)))
  ),
  top_place as (
    -- A row's town is its shrine's when it points to one: the families' own town only otherwise.
    select country, state_province, case when shrine_id is null then town_village else 'various' end as town_village,
      cultural_tradition, count(*) as n
    from chosen where scope = 'community'
    group by country, state_province, 3, cultural_tradition
    order by (state_province = '') , n desc, country, state_province limit 1
  )
  select case when not exists (select 1 from base) and not exists (select 1 from shared) then null else jsonb_build_object(
    'surname', coalesce((select surname from base order by (surname = initcap(surname)) desc, surname limit 1),
      (select surname from shared order by surname limit 1)),
    'slug', (select slug from target),
    'updated_at', greatest((select max(updated_at) from base), (select max(updated_at) from shared)),
    'total_in_surname', (select count(*) from base),
    'location', (select jsonb_build_object('country', t.country, 'state_province', t.state_province,
        'town_village', t.town_village, 'cultural_tradition', t.cultural_tradition,
        'cultural_tradition_name', (select c.name from public.cultural_traditions c where c.id = t.cultural_tradition))
      from top_place t),
    'associations', coalesce((select jsonb_agg(jsonb_build_object(
        'id', c.id, 'surname', c.surname, 'community', c.community, 'gotra', c.gotra,
        'country', c.country, 'state_province', c.state_province, 'town_village', c.town_village,
        'cultural_tradition', c.cultural_tradition, 'confidence_level', c.confidence_level,
        'source', c.source, 'source_url', c.source_url, 'source_label', c.source_label, 'subclan_of', c.subclan_of,
        'scope', c.scope, 'shrine_id', c.shrine_id,
        'deity', jsonb_build_object('id', d.id, 'name', d.name, 'sanskrit_name', d.sanskrit_name,
          'description', d.description, 'type', d.type,
          'type_name', (select t.name from public.deity_types t where t.id = d.type),
          'region', d.region, 'attributes', to_jsonb(d.attributes), 'symbols', to_jsonb(d.symbols),
          'festivals', coalesce((select jsonb_agg(f.name order by df.position) from public.deity_festivals df
            join public.festivals f on f.id = df.festival_id where df.deity_id = d.id), '[]'::jsonb),
          'worship_methods', coalesce((select jsonb_agg(w.name order by dw.position) from public.deity_worship_methods dw
            join public.worship_methods w on w.id = dw.worship_method_id where dw.deity_id = d.id), '[]'::jsonb)))
      order by c.community, c.gotra, c.confidence_level desc, d.name)
      from chosen c join public.deities d on d.id = c.deity_id), '[]'::jsonb),
    'communities', coalesce((select jsonb_agg(jsonb_build_object(
        'community', s.community, 'rule', s.rule, 'detail', s.detail, 'scope', s.scope,
        'deity', case when d.id is null then null else jsonb_build_object('id', d.id, 'name', d.name) end,
        'source_url', s.source_url, 'source_label', s.source_label)
      order by s.community)
      from shared s left join public.deities d on d.id = s.deity_id), '[]'::jsonb),
    'carriers', coalesce((select jsonb_agg(jsonb_build_object('communities', to_jsonb(c.communities), 'rank', c.rank,
        'statement', c.statement, 'source_url', c.source_url, 'source_label', c.source_label) order by c.rank, c.id)
      from public.surname_carriers c
      where c.surname_norm in (select surname_norm from base union select surname_norm from shared)), '[]'::jsonb),
    'customs', private.customs_for(array(select community from base union select community from shared)),
    'educational', coalesce((select jsonb_agg(jsonb_build_object('title', e.title, 'content', e.content, 'source', e.source)
        order by (e.community <> '') desc, e.title)
      from public.surname_educational_content e
      where e.is_published and e.content_type = 'surname_cultural_info'
        and (e.community in (select community from chosen)
          or (e.community = '' and e.region in (select d.region from chosen c join public.deities d on d.id = c.deity_id)))), '[]'::jsonb),
    'related_surnames', coalesce((select jsonb_agg(r.surname order by r.surname) from (
        select distinct fs.surname from public.family_surnames fs
        where fs.is_published and fs.surname_slug <> (select slug from target)
          and fs.country = coalesce(nullif(btrim(p_country), ''), (select country from top_place))
          and (nullif(btrim(p_state), '') is null or fs.state_province = btrim(p_state))
          and fs.community in (select community from chosen)
        order by fs.surname limit 10) r), '[]'::jsonb)
  ) end
$$;

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
              from public.deities d where d.id = p_deity_id and d.is_published),
    'addressed_to', coalesce(case p_type
        when 'aarti' then (select a.addressed_to from public.aartis a where a.id = p_id)
        when 'mantra' then (select m.addressed_to from public.mantras m where m.id = p_id) end, 'deity')
  )
$$;

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
    from public.aartis a where a.id = p_id and a.is_published;
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

revoke execute on function private.shrine_card(public.shrines), private.shrine_families(text, text) from public;
grant execute on function private.shrine_card(public.shrines), private.shrine_families(text, text) to service_role;
revoke execute on function public.get_shrine(text), public.list_shrines(), public.get_deity_shrines(text),
  public.get_surname_shrines(text) from public;
grant execute on function public.get_shrine(text), public.list_shrines(), public.get_deity_shrines(text),
  public.get_surname_shrines(text) to anon, authenticated, service_role;
