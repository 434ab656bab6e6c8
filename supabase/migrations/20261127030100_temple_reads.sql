-- Reads for shrines: a shrine's page, every shrine (/temples), a deity's shrines with the
-- families under each, the shrines a surname's associations point to, and the sitemap's
-- section of shrine pages. Like the surname reads they run as the owner and keep to published
-- deities and associations themselves.

-- A shrine as lists and maps show it.
create or replace function private.temple_card(t public.temples)
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

-- Surnames of published associations, by community, each with its gotras: the families under a
-- shrine (p_temple) or, with p_temple null, a deity's families whose association names no shrine.
create or replace function private.temple_families(p_deity text, p_temple text)
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
        and (case when p_temple is null then fs.temple_id is null else fs.temple_id = p_temple end)
      group by 1, fs.surname_slug
    ) s
    group by s.community
  ) g
$$;

-- One shrine with everything its page shows, or null.
create or replace function public.get_temple(p_id text)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select private.temple_card(t) || jsonb_build_object(
    'coord_source', t.coord_source, 'way', t.way, 'fairs', t.fairs, 'rites', t.rites, 'sources', t.sources,
    'notes', to_jsonb(t.notes), 'updated_at', t.updated_at, 'created_at', t.created_at,
    'deity', jsonb_build_object('id', d.id, 'name', d.name, 'sanskrit_name', d.sanskrit_name, 'description', d.description,
      'festivals', coalesce((select jsonb_agg(jsonb_build_object('name', f.name, 'timing', f.timing) order by df.position, f.name)
        from public.deity_festivals df join public.festivals f on f.id = df.festival_id where df.deity_id = d.id), '[]'::jsonb),
      'worship_methods', coalesce((select jsonb_agg(jsonb_build_object('id', w.id, 'name', w.name) order by dw.position, w.name)
        from public.deity_worship_methods dw join public.worship_methods w on w.id = dw.worship_method_id
        where dw.deity_id = d.id), '[]'::jsonb)),
    'families', private.temple_families(d.id, t.id),
    'other_shrines', coalesce((select jsonb_agg(private.temple_card(o) order by o.is_principal desc, o.position, o.id)
      from public.temples o where o.deity_id = d.id and o.id <> t.id), '[]'::jsonb)
  )
  from public.temples t
  join public.deities d on d.id = t.deity_id and d.is_published
  where t.id = left(p_id, 100)
$$;

-- Every shrine of a published deity, by country, state and name, with its deity's name and the
-- number of surnames pointing to it.
create or replace function public.list_temples()
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(private.temple_card(t) || jsonb_build_object('deity_name', d.name, 'updated_at', t.updated_at,
      'families', (select count(distinct fs.surname_slug) from public.family_surnames fs where fs.temple_id = t.id and fs.is_published))
    order by t.country = 'India' desc, t.country, t.state = '', t.state, t.name, t.id), '[]'::jsonb)
  from public.temples t
  join public.deities d on d.id = t.deity_id and d.is_published
$$;

-- A deity's shrines, each with the families whose association points to it, then the families
-- whose association names no shrine.
create or replace function public.get_deity_temples(p_id text)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select jsonb_build_object(
    'shrines', coalesce((select jsonb_agg(private.temple_card(t) || jsonb_build_object('families', private.temple_families(d.id, t.id))
        order by t.is_principal desc, t.position, t.id)
      from public.temples t where t.deity_id = d.id), '[]'::jsonb),
    'unplaced', private.temple_families(d.id, null)
  )
  from public.deities d
  where d.id = left(p_id, 100) and d.is_published
$$;

-- The shrine each published association of a surname points to, and why.
create or replace function public.get_surname_temples(p_slug text)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', fs.id, 'basis', fs.temple_basis, 'temple', private.temple_card(t))
    order by fs.id), '[]'::jsonb)
  from public.family_surnames fs
  join public.temples t on t.id = fs.temple_id
  join public.deities d on d.id = fs.deity_id and d.is_published
  where fs.surname_slug = private.surname_slug(left(p_slug, 100)) and fs.is_published
$$;

-- The sitemap lists shrine pages as the section 'temples' (the view is the one the sitemap reads
-- are built on, with that section added).
create or replace view private.sitemap_entries as
  select 'deities'::text as section, d.id as k1, 0::bigint as k2, null::text as kind, d.id as key,
    null::text as title, d.updated_at
  from public.deities d where d.is_published
  union all
  select 'surnames', s.slug, 0, null, s.slug, null, max(s.updated_at)
  from private.surname_pages s
  group by s.slug
  union all
  select 'prayers', p.type, p.id, p.type, p.id::text, p.title, p.updated_at
  from private.published_prayers p
  union all
  select 'categories', c.id, 0, null, c.id, null,
    greatest(c.updated_at, (select max(pc.updated_at) from public.prayer_collections pc
      where pc.category = c.id and pc.is_published))
  from public.prayer_categories c
  union all
  select 'temples', t.id, 0, null, t.id, null, t.updated_at
  from public.temples t join public.deities d on d.id = t.deity_id and d.is_published;

revoke execute on function private.temple_card(public.temples), private.temple_families(text, text) from public;
grant execute on function private.temple_card(public.temples), private.temple_families(text, text) to service_role;
revoke execute on function public.get_temple(text), public.list_temples(), public.get_deity_temples(text),
  public.get_surname_temples(text) from public;
grant execute on function public.get_temple(text), public.list_temples(), public.get_deity_temples(text),
  public.get_surname_temples(text) to anon, authenticated, service_role;
revoke all on private.sitemap_entries from public;
