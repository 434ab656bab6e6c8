-- Reads of the community pages: one community with every published association its labels
-- carry, and the list of communities (for the pages, the links to them and the sitemap).

-- The community page: the community and every published association of a published deity
-- under one of its labels, each with its readable source and confidence (not the internal
-- reference or notes). The page groups them by division, deity and source.
create or replace function public.get_community(p_slug text)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  with c as (
    select * from public.communities where slug = left(p_slug, 100) and is_published
  ),
  labels as (
    select l.label from public.community_labels l where l.community_slug = (select slug from c)
  ),
  rows as (
    select fs.id, fs.surname, fs.surname_slug, fs.community, fs.gotra, fs.state_province, fs.town_village,
      fs.confidence_level, fs.source, fs.source_url, fs.source_label, fs.updated_at,
      d.id as deity_id, d.name as deity_name, d.sanskrit_name
    from public.family_surnames fs
    join public.deities d on d.id = fs.deity_id and d.is_published
    where fs.community in (select label from labels) and fs.is_published
  )
  select jsonb_build_object(
    'slug', c.slug, 'name', c.name, 'native_name', c.native_name, 'also_called', to_jsonb(c.also_called),
    'division', c.division, 'surname_term', c.surname_term, 'description', c.description,
    'source_url', c.source_url, 'source_label', c.source_label,
    'labels', coalesce((select jsonb_agg(l.label order by l.label) from labels l), '[]'::jsonb),
    'updated_at', greatest(c.updated_at, (select max(r.updated_at) from rows r)),
    'rows', coalesce((select jsonb_agg(jsonb_build_object(
        'id', r.id, 'surname', r.surname, 'slug', r.surname_slug, 'label', r.community, 'gotra', r.gotra,
        'state_province', r.state_province, 'town_village', r.town_village,
        'confidence_level', r.confidence_level, 'source', r.source, 'source_url', r.source_url, 'source_label', r.source_label,
        'deity', jsonb_build_object('id', r.deity_id, 'name', r.deity_name, 'sanskrit_name', r.sanskrit_name))
      order by r.gotra, r.deity_name, r.source_url, lower(r.surname), r.id) from rows r), '[]'::jsonb)
  )
  from c
$$;

-- Every published community with its labels and what its page lists: the pages, the links
-- to them from surname and deity pages, and the address list of the proxy read it.
create or replace function public.list_communities()
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'slug', c.slug, 'name', c.name, 'native_name', c.native_name, 'also_called', to_jsonb(c.also_called),
      'division', c.division, 'surname_term', c.surname_term,
      'labels', coalesce((select jsonb_agg(l.label order by l.label) from public.community_labels l where l.community_slug = c.slug), '[]'::jsonb),
      'surnames', coalesce(x.surnames, 0), 'deities', coalesce(x.deities, 0),
      'updated_at', greatest(c.updated_at, x.updated_at))
    order by c.name), '[]'::jsonb)
  from public.communities c
  left join lateral (
    select count(distinct fs.surname_slug) as surnames, count(distinct fs.deity_id) as deities, max(fs.updated_at) as updated_at
    from public.community_labels l
    join public.family_surnames fs on fs.community = l.label and fs.is_published
    join public.deities d on d.id = fs.deity_id and d.is_published
    where l.community_slug = c.slug
  ) x on true
  where c.is_published
$$;

revoke execute on function public.get_community(text), public.list_communities() from public;
grant execute on function public.get_community(text), public.list_communities() to anon, authenticated, service_role;
