-- Surname answers a family can trust:
-- - every association names a source a reader can open (source_url) under a readable name
--   (source_label); notes stay internal and are no longer part of the page's data;
-- - surnames carried by many communities (Patil, Sharma) have their own rows: which
--   communities carry the name, and for each its family deity or the rule that decides it
--   (by gotra, clan, village or family), each with its source;
-- - search results are the surname itself and its recorded spellings only; close spellings
--   come back separately, as suggestions;
-- - deity pages list the surnames that worship the deity.

alter table public.family_surnames
  add column source_url text not null default '' check (source_url = '' or (source_url ~ '^https?://[^\s]+$' and char_length(source_url) <= 500)),
  add column source_label text not null default '' check (char_length(source_label) <= 160);

create table public.surname_communities (
  id bigint generated always as identity primary key,
  surname text not null check (char_length(surname) between 1 and 100),
  surname_norm text not null generated always as (private.norm_text(surname)) stored,
  surname_slug text not null generated always as (private.surname_slug(surname)) stored,
  community text not null check (char_length(community) between 1 and 120),
  -- How a family of this name and community finds its deity: the community's deity, or the
  -- gotra, clan, village or family decides; 'unknown' when no source gives either.
  rule text not null check (rule in ('deity', 'by_gotra', 'by_clan', 'by_village', 'by_family', 'unknown')),
  deity_id text references public.deities (id),
  detail text not null default '' check (char_length(detail) <= 240),
  source_url text not null check (source_url ~ '^https?://[^\s]+$' and char_length(source_url) <= 500),
  source_label text not null check (char_length(source_label) between 1 and 160),
  notes text not null default '' check (char_length(notes) <= 2000),
  is_published boolean not null default true,
  updated_at timestamptz not null default now(),
  constraint deity_only_with_deity_rule check ((rule = 'deity') = (deity_id is not null)),
  unique (surname_norm, community)
);
create index surname_communities_slug_idx on public.surname_communities (surname_slug) where is_published;
create index surname_communities_deity_idx on public.surname_communities (deity_id) where deity_id is not null;
alter table public.surname_communities enable row level security;
create policy "Published surname communities are readable by everyone" on public.surname_communities
  for select to anon, authenticated using (is_published);
grant select on public.surname_communities to anon, authenticated;
grant all on public.surname_communities to service_role;
create trigger surname_communities_touch before update on public.surname_communities for each row execute function private.touch_updated_at();
-- A surname known only as one carried by many communities is still found by search.
create trigger surname_communities_key after insert or update of surname on public.surname_communities
  for each row execute function private.keep_surname_key();

-- Surname search. Results are the typed surname and its recorded spellings (other
-- spellings and scripts in surname_aliases), each saying which spelling matched; anything
-- else (similar, same sound, longer names starting with the text) is a suggestion, at most
-- five, never a result. `shared` lists matched surnames known to be carried by many
-- communities; `total` counts results and shared surnames, the cards the page shows.
create or replace function public.search_surnames(
  p_surname text,
  p_country text default null,
  p_state text default null,
  p_town text default null,
  p_community text default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = public
as $$
declare
  v_q text := private.norm_text(left(p_surname, 100));
  v_country text := nullif(private.norm_text(left(p_country, 100)), '');
  v_state text := nullif(private.norm_text(left(p_state, 100)), '');
  v_town text := nullif(private.norm_text(left(p_town, 100)), '');
  v_community text := nullif(btrim(left(p_community, 120)), '');
  v_results jsonb;
  v_communities jsonb;
  v_shared jsonb;
  v_suggestions jsonb;
begin
  if char_length(v_q) < 2 then
    return jsonb_build_object('results', '[]'::jsonb, 'communities', '[]'::jsonb, 'shared', '[]'::jsonb,
      'suggestions', '[]'::jsonb, 'total', 0);
  end if;

  with hits as (
    select * from private.surname_candidates(v_q, 20) c order by c.score desc limit 20
  ),
  found as (
    select * from hits where match_kind in ('exact', 'alias')
  ),
  rows as (
    select fs.surname, fs.surname_slug, fs.community, fs.gotra, fs.country, fs.state_province, fs.town_village,
      fs.confidence_level, fs.deity_id, d.name as deity_name, h.matched, h.match_kind, h.score
    from found h
    join public.family_surnames fs on fs.surname_norm = h.surname_norm and fs.is_published
    join public.deities d on d.id = fs.deity_id and d.is_published
    where (v_country is null or private.norm_text(fs.country) like '%' || private.like_escape(v_country) || '%')
      and (v_state is null or private.norm_text(fs.state_province) like '%' || private.like_escape(v_state) || '%')
      and (v_town is null or private.norm_text(fs.town_village) like '%' || private.like_escape(v_town) || '%')
  ),
  filtered as (
    select * from rows where v_community is null or community = v_community
  ),
  grouped as (
    select f.surname, f.surname_slug, f.community, f.gotra, f.country, f.state_province, f.town_village,
      max(f.confidence_level) as max_confidence, count(distinct f.deity_id) as deity_count,
      max(f.matched) as matched, max(f.match_kind) as match_kind, max(f.score) as score
    from filtered f
    group by f.surname, f.surname_slug, f.community, f.gotra, f.country, f.state_province, f.town_village
    order by max(f.score) desc, max(f.confidence_level) desc, f.surname
    limit 50
  ),
  -- Shared surnames are answered by their page, whatever the place filters: the page says
  -- how the community and gotra decide.
  shared as (
    select min(sc.surname) as surname, sc.surname_slug, max(h.matched) as matched, max(h.match_kind) as match_kind,
      max(h.score) as score, count(*) as n
    from found h
    join public.surname_communities sc on sc.surname_norm = h.surname_norm and sc.is_published
    group by sc.surname_slug
  ),
  -- Close spellings that have a page, best first, at most five; never a matched surname.
  nearby as (
    select k.surname, h.score from hits h
    join public.surname_keys k on k.surname_norm = h.surname_norm
    where h.match_kind not in ('exact', 'alias')
      and not exists (select 1 from found e where e.surname_norm = h.surname_norm)
      and (exists (select 1 from public.family_surnames fs join public.deities d on d.id = fs.deity_id and d.is_published
                   where fs.surname_norm = h.surname_norm and fs.is_published)
        or exists (select 1 from public.surname_communities sc where sc.surname_norm = h.surname_norm and sc.is_published))
    order by h.score desc, k.surname
    limit 5
  )
  select
    (select coalesce(jsonb_agg(jsonb_build_object(
        'surname', g.surname, 'slug', g.surname_slug, 'community', g.community, 'gotra', g.gotra,
        'country', g.country, 'state_province', g.state_province, 'town_village', g.town_village,
        'max_confidence', g.max_confidence, 'deity_count', g.deity_count,
        'primary_deities', (select coalesce(jsonb_agg(x.deity_name order by x.conf desc, x.deity_name), '[]'::jsonb) from (
            select f.deity_name, max(f.confidence_level) as conf from filtered f
            where f.surname = g.surname and f.community = g.community and f.gotra = g.gotra and f.country = g.country
              and f.state_province = g.state_province and f.town_village = g.town_village
            group by f.deity_name order by conf desc, f.deity_name limit 3) x),
        'matched_spelling', g.matched, 'match_kind', g.match_kind, 'similarity', round(g.score::numeric, 2))
      order by g.score desc, g.max_confidence desc, g.surname, g.community, g.gotra), '[]'::jsonb) from grouped g),
    (select coalesce(jsonb_agg(distinct r.community), '[]'::jsonb) from rows r),
    (select coalesce(jsonb_agg(jsonb_build_object('surname', s.surname, 'slug', s.surname_slug,
        'matched_spelling', s.matched, 'match_kind', s.match_kind, 'communities', s.n) order by s.score desc, s.surname), '[]'::jsonb)
      from shared s),
    (select coalesce(jsonb_agg(jsonb_build_object('surname', c.surname, 'slug', private.surname_slug(c.surname))
        order by c.score desc, c.surname), '[]'::jsonb) from nearby c)
  into v_results, v_communities, v_shared, v_suggestions;

  return jsonb_build_object('results', v_results, 'communities', v_communities, 'shared', v_shared,
    'suggestions', v_suggestions, 'total', jsonb_array_length(v_results) + jsonb_array_length(v_shared));
end
$$;

-- The surname page: every published association of the surname (by slug), optionally
-- narrowed to a country (region) and state; the communities known to carry the name with
-- each one's deity or rule; educational content; up to 10 related surnames. Each
-- association carries its readable source and link, not the internal reference or notes.
-- A slug that is another spelling or script of a surname (पटेल) answers with that surname,
-- so the page can redirect to its canonical address.
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
      and (nullif(btrim(p_state), '') is null or lower(state_province) = lower(btrim(p_state)))
  ),
  top_place as (
    select country, state_province, town_village, cultural_tradition, count(*) as n
    from chosen group by country, state_province, town_village, cultural_tradition
    order by n desc, country, state_province limit 1
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
        'source', c.source, 'source_url', c.source_url, 'source_label', c.source_label,
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
        'community', s.community, 'rule', s.rule, 'detail', s.detail,
        'deity', case when d.id is null then null else jsonb_build_object('id', d.id, 'name', d.name) end,
        'source_url', s.source_url, 'source_label', s.source_label)
      order by s.community)
      from shared s left join public.deities d on d.id = s.deity_id), '[]'::jsonb),
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

-- Every surname page (its URL slug) with each change that touches it: a published association
-- of a published deity, or a published community of a surname shared by many. The sitemap,
-- the list of pages and the list of addresses all read it.
create or replace view private.surname_pages as
  select fs.surname_slug as slug, fs.updated_at from public.family_surnames fs
  join public.deities d on d.id = fs.deity_id and d.is_published
  where fs.is_published
  union all
  select sc.surname_slug, sc.updated_at from public.surname_communities sc where sc.is_published;

-- Every published surname page with its last change, for the sitemap.
create or replace function public.list_surnames()
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(jsonb_build_object('slug', s.slug, 'updated_at', s.updated_at) order by s.slug), '[]'::jsonb)
  from (select slug, max(updated_at) as updated_at from private.surname_pages group by slug) s
$$;

-- The surnames that keep a deity as their family deity, grouped by community: from the
-- associations and from the communities of shared surnames whose rule names the deity.
create or replace function public.get_deity_surnames(p_id text)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(jsonb_build_object('community', g.community, 'surnames', g.surnames) order by g.community), '[]'::jsonb)
  from (
    select u.community, jsonb_agg(jsonb_build_object('surname', u.surname, 'slug', u.slug) order by lower(u.surname), u.slug) as surnames
    from (
      select coalesce(nullif(fs.community, ''), 'Community not stated') as community, fs.surname, fs.surname_slug as slug
      from public.family_surnames fs where fs.deity_id = left(p_id, 100) and fs.is_published
      union
      select sc.community, sc.surname, sc.surname_slug from public.surname_communities sc
      where sc.deity_id = left(p_id, 100) and sc.is_published
    ) u
    group by u.community
  ) g
$$;

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

revoke execute on function public.get_deity_surnames(text) from public;
grant execute on function public.get_deity_surnames(text) to anon, authenticated, service_role;

-- Every address a surname page answers at: each surname's own slug, and the slugs of its
-- other spellings and scripts (which redirect to it). proxy.ts shows any other address the
-- not-found page without rendering and caching a page for it.
create or replace function public.list_surname_slugs()
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(distinct s.slug), '[]'::jsonb) from (
    select p.slug from private.surname_pages p
    union
    select private.surname_slug(a.alias) from public.surname_aliases a
  ) s where s.slug <> ''
$$;
revoke execute on function public.list_surname_slugs() from public;
grant execute on function public.list_surname_slugs() to anon, authenticated, service_role;

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
