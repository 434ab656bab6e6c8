-- The sitemap's view with every section: the community pages (20261127010300) and the shrine
-- pages (20261127030100) each redefined it with their own section added; this holds both.
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
  from public.temples t join public.deities d on d.id = t.deity_id and d.is_published
  union all
  select 'communities', c.slug, 0, null, c.slug, null,
    greatest(c.updated_at, (select max(fs.updated_at) from public.community_labels l
      join public.family_surnames fs on fs.community = l.label and fs.is_published
      where l.community_slug = c.slug))
  from public.communities c where c.is_published;

revoke all on private.sitemap_entries from public;
