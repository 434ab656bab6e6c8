-- How a community's families keep their kuldevi where it has no single one (by gotra, clan,
-- village or family), as a source describes it, with the deities that source names as commonly
-- kept in the community. Shown on the community's page and on its surnames' pages as the
-- community's custom, never as a family's answer. A custom belongs to every label of the
-- community whose name before its bracket is the same ("Rajput" and "Rajput (Chauhan clan)"),
-- and to the labels it names as covered by a region-wide statement.
create table public.community_customs (
  id bigint generated always as identity primary key,
  community text not null check (char_length(community) between 1 and 120),
  community_key text not null generated always as (lower(btrim(regexp_replace(regexp_replace(community, '\([^)]*\)', ' ', 'g'), '\s+', ' ', 'g')))) stored,
  custom text not null check (custom in ('by_gotra', 'by_clan', 'by_village', 'by_family')),
  deity_ids text[] not null default '{}' check (cardinality(deity_ids) <= 20),
  detail text not null check (char_length(detail) between 1 and 400),
  source_url text not null check (source_url ~ '^https?://[^\s]+$' and char_length(source_url) <= 500),
  source_label text not null check (char_length(source_label) between 1 and 160),
  -- A custom its source gives for the families of a whole region or group ("Odia Hindu families")
  -- is also shown for these labels, under its own name.
  also_labels text[] not null default '{}',
  is_published boolean not null default true
);
create index community_customs_key_idx on public.community_customs (community_key);
alter table public.community_customs enable row level security;
-- Sourced statements about communities are public, like the associations beside them.
create policy "Published community customs are readable by everyone" on public.community_customs
  for select to anon, authenticated using (is_published);
grant select on public.community_customs to anon, authenticated;
grant all on public.community_customs to service_role;

-- A community label's identity: the name before its bracket, lower case, single spaces
-- (lib/ui/surname-answer.ts communityKey says the same).
create or replace function private.community_key(p_label text)
returns text
language sql
immutable
set search_path = public
as $$
  select lower(btrim(regexp_replace(regexp_replace(coalesce(p_label, ''), '\([^)]*\)', ' ', 'g'), '\s+', ' ', 'g')))
$$;

-- The customs of the communities whose labels are given, each with its commonly kept deities
-- (published ones, in the source's order).
create or replace function private.customs_for(p_labels text[])
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'community', cc.community, 'custom', cc.custom, 'detail', cc.detail,
      'source_url', cc.source_url, 'source_label', cc.source_label, 'also_labels', to_jsonb(cc.also_labels),
      'deities', coalesce((select jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name) order by x.ord)
        from unnest(cc.deity_ids) with ordinality x(id, ord) join public.deities d on d.id = x.id and d.is_published), '[]'::jsonb))
    order by cc.community, cc.custom, cc.id), '[]'::jsonb)
  from public.community_customs cc
  where cc.is_published
    and (cc.community_key in (select private.community_key(l) from unnest(p_labels) l) or cc.also_labels && p_labels)
$$;

-- The community page, as before (20261127010100_community_reads.sql), with its customs.
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
    'customs', private.customs_for(array(select label from labels) || c.name),
    'rows', coalesce((select jsonb_agg(jsonb_build_object(
        'id', r.id, 'surname', r.surname, 'slug', r.surname_slug, 'label', r.community, 'gotra', r.gotra,
        'state_province', r.state_province, 'town_village', r.town_village,
        'confidence_level', r.confidence_level, 'source', r.source, 'source_url', r.source_url, 'source_label', r.source_label,
        'deity', jsonb_build_object('id', r.deity_id, 'name', r.deity_name, 'sanskrit_name', r.sanskrit_name))
      order by r.gotra, r.deity_name, r.source_url, lower(r.surname), r.id) from rows r), '[]'::jsonb)
  )
  from c
$$;
