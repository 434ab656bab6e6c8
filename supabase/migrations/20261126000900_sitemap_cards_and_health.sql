-- Reads for the sitemaps and the social-card images: the sitemap index and each sitemap file
-- are one call each, however many URLs there are. The functions run as the owner and filter
-- published rows themselves, the same way the pages do, so a sitemap never lists a page that
-- answers 404.

-- Every indexable entity page once, with the section it is listed under, a stable order
-- (k1, k2) and its last change. A surname page exists while one published association of a
-- published deity does (get_surname's rule); a category page lasts as long as its row, and
-- changes when one of its published collections does.
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
  from public.prayer_categories c;


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

-- The surname's share image: its native spellings and up to four deities, best sourced
-- first; for a surname carried by many communities, `shared` is true and the deities are
-- those its communities name, if any.
create or replace function public.get_surname_card(p_slug text)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  with base as (
    select fs.surname, fs.confidence_level, d.id, d.name, d.sanskrit_name
    from public.family_surnames fs
    join public.deities d on d.id = fs.deity_id and d.is_published
    where fs.surname_slug = left(p_slug, 120) and fs.is_published
  ),
  shared as (
    select sc.surname, d.id, d.name, d.sanskrit_name
    from public.surname_communities sc
    left join public.deities d on d.id = sc.deity_id and d.is_published
    where sc.surname_slug = left(p_slug, 120) and sc.is_published
  ),
  named as (
    select surname from base union all select surname from shared
  )
  select case when not exists (select 1 from named) then null else jsonb_build_object(
    'surname', (select surname from named order by (surname = initcap(surname)) desc, surname limit 1),
    'slug', left(p_slug, 120),
    'shared', exists (select 1 from shared),
    'native_names', coalesce((select jsonb_agg(n.alias order by n.script) from (
        select distinct on (a.script) a.script, a.alias from public.surname_aliases a
        where a.surname in (select surname from named) and a.script <> 'Latin'
        order by a.script, a.alias) n), '[]'::jsonb),
    'deities', coalesce((select jsonb_agg(jsonb_build_object('id', g.id, 'name', g.name, 'sanskrit_name', g.sanskrit_name)
        order by g.confidence desc, g.families desc, g.name)
      from (select id, name, sanskrit_name, max(confidence) as confidence, count(*) as families
        from (select id, name, sanskrit_name, confidence_level as confidence from base
              union all
              select id, name, sanskrit_name, 0 from shared where id is not null) x
        group by id, name, sanskrit_name order by confidence desc, families desc, name limit 4) g), '[]'::jsonb)
  ) end
$$;

revoke all on private.sitemap_entries from public;
revoke execute on function public.sitemap_overview(integer), public.sitemap_page(text, integer, integer),
  public.get_surname_card(text) from public;
grant execute on function public.sitemap_overview(integer), public.sitemap_page(text, integer, integer),
  public.get_surname_card(text) to anon, authenticated, service_role;

-- A readiness probe: true when the database answers a visitor's call. The site's health
-- route (and its proxy, before rendering dynamic pages) uses it; it reads nothing.
create or replace function public.health()
returns boolean
language sql
stable
as $$ select true $$;

revoke all on function public.health() from public;
grant execute on function public.health() to anon, authenticated, service_role;
