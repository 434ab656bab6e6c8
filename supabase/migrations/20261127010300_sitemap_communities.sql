-- The sitemap lists the community pages: private.sitemap_entries (20261126000900) again, with
-- a 'communities' section. A community page changes when the community or one of the
-- published associations its labels carry does.
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
  select 'communities', c.slug, 0, null, c.slug, null,
    greatest(c.updated_at, (select max(fs.updated_at) from public.community_labels l
      join public.family_surnames fs on fs.community = l.label and fs.is_published
      where l.community_slug = c.slug))
  from public.communities c where c.is_published;
