-- Surname search that real families need: other spellings (Agarwal, Agrawal, Aggarwal),
-- sound-alikes (Chauhan, Chouhan), native scripts (पटेल, પટેલ) through stored aliases,
-- ranked exact match first, then similarity, then confidence; and the surname page.
-- Search functions run as the owner (LIKE and % are not leakproof, so under row-level
-- security the trigram indexes could not be used) and filter published rows themselves.

-- The URL form of a surname: /surname/{slug}.
create or replace function private.surname_slug(p text)
returns text
language sql
immutable
parallel safe
as $$
  select btrim(regexp_replace(private.norm_text(p), '[^a-z0-9\u0900-\u0DFF]+', '-', 'g'), '-')
$$;

alter table public.family_surnames
  add column surname_slug text generated always as (private.surname_slug(surname)) stored;
create index family_surnames_slug_idx on public.family_surnames (surname_slug) where is_published;

-- One row per distinct surname, with its sound key: what search matches against before it
-- fetches associations. Kept by a trigger; a surname with no rows left simply finds nothing.
create table public.surname_keys (
  surname_norm text primary key,
  surname text not null,
  metaphone text not null
);
create index surname_keys_trgm_idx on public.surname_keys using gin (surname_norm extensions.gin_trgm_ops);
create index surname_keys_prefix_idx on public.surname_keys (surname_norm text_pattern_ops);
create index surname_keys_metaphone_idx on public.surname_keys (metaphone);
alter table public.surname_keys enable row level security;
-- Distinct surnames are public knowledge.
create policy "Surname keys are readable by everyone" on public.surname_keys for select to anon, authenticated using (true);
grant select on public.surname_keys to anon, authenticated;
grant all on public.surname_keys to service_role;

create or replace function private.keep_surname_key()
returns trigger
language plpgsql
as $$
begin
  insert into public.surname_keys (surname_norm, surname, metaphone)
  values (new.surname_norm, new.surname, extensions.dmetaphone(new.surname_norm))
  on conflict (surname_norm) do nothing;
  return null;
end
$$;
create trigger family_surnames_key after insert or update of surname on public.family_surnames
  for each row execute function private.keep_surname_key();
revoke execute on function private.keep_surname_key() from public;

insert into public.surname_keys (surname_norm, surname, metaphone)
select distinct on (surname_norm) surname_norm, surname, extensions.dmetaphone(surname_norm)
from public.family_surnames order by surname_norm, surname
on conflict do nothing;

alter table public.surname_aliases add column surname_norm text generated always as (private.norm_text(surname)) stored;

-- Candidate surnames for a typed text: exact, stored alias (other spelling or script),
-- trigram similarity of at least 0.45 (GIN index; a nearest-neighbour GiST scan measured
-- 3 times slower at 50,000 names), same sound (double metaphone) and prefix; best score
-- per surname.
create or replace function private.surname_candidates(p_q text, p_max integer)
returns table (surname_norm text, matched text, match_kind text, score real)
language plpgsql
stable
set search_path = public, extensions
set enable_seqscan = off
set pg_trgm.similarity_threshold = 0.45
as $$
begin
  return query execute $sql$
    with hits as (
      select k.surname_norm, k.surname as matched, 'exact'::text as match_kind, 1.0::real as score
      from public.surname_keys k where k.surname_norm = $1
      union all
      select a.surname_norm, a.alias, 'alias', 0.99::real
      from public.surname_aliases a where a.alias_norm = $1
      union all
      (select k.surname_norm, k.surname, 'similar', extensions.similarity(k.surname_norm, $1)
       from public.surname_keys k where k.surname_norm operator(extensions.%) $1
       order by 4 desc limit $2)
      union all
      (select k.surname_norm, k.surname, 'sound', 0.5::real
       from public.surname_keys k where char_length($1) >= 3 and k.metaphone = extensions.dmetaphone($1)
       order by k.surname_norm limit $2)
      union all
      (select k.surname_norm, k.surname, 'contains', 0.45::real
       from public.surname_keys k where char_length($1) >= 3 and k.surname_norm like private.like_escape($1) || '%'
       order by k.surname_norm limit $2)
    )
    select distinct on (h.surname_norm) h.surname_norm, h.matched, h.match_kind, h.score
    from hits h
    order by h.surname_norm, h.score desc,
      case h.match_kind when 'exact' then 0 when 'alias' then 1 when 'similar' then 2 when 'sound' then 3 else 4 end
  $sql$ using p_q, p_max;
end
$$;

-- Surname search: associations of the candidate surnames, with the optional filters
-- (contains, case-insensitive), one row per surname, community, gotra and place, ranked
-- exact match first, then similarity, then confidence. At most 50 rows.
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
begin
  if char_length(v_q) < 2 then
    return jsonb_build_object('results', '[]'::jsonb, 'communities', '[]'::jsonb, 'total', 0);
  end if;

  with hits as (
    select * from private.surname_candidates(v_q, 20) c order by c.score desc limit 20
  ),
  rows as (
    select fs.surname, fs.surname_slug, fs.community, fs.gotra, fs.country, fs.state_province, fs.town_village,
      fs.confidence_level, fs.deity_id, d.name as deity_name, h.matched, h.match_kind, h.score
    from hits h
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
    order by (max(f.match_kind) in ('exact', 'alias')) desc, max(f.score) desc, max(f.confidence_level) desc, f.surname
    limit 50
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'surname', g.surname, 'slug', g.surname_slug, 'community', g.community, 'gotra', g.gotra,
      'country', g.country, 'state_province', g.state_province, 'town_village', g.town_village,
      'max_confidence', g.max_confidence, 'deity_count', g.deity_count,
      'primary_deities', (select coalesce(jsonb_agg(x.deity_name order by x.conf desc, x.deity_name), '[]'::jsonb) from (
          select f.deity_name, max(f.confidence_level) as conf from filtered f
          where f.surname = g.surname and f.community = g.community and f.gotra = g.gotra and f.country = g.country
            and f.state_province = g.state_province and f.town_village = g.town_village
          group by f.deity_name order by conf desc, f.deity_name limit 3) x),
      'matched_spelling', g.matched, 'match_kind', g.match_kind, 'similarity', round(g.score::numeric, 2))
    order by (g.match_kind in ('exact', 'alias')) desc, g.score desc, g.max_confidence desc, g.surname, g.community, g.gotra), '[]'::jsonb),
    (select coalesce(jsonb_agg(distinct r.community), '[]'::jsonb) from rows r)
  into v_results, v_communities
  from grouped g;

  return jsonb_build_object('results', v_results, 'communities', v_communities, 'total', jsonb_array_length(v_results));
end
$$;

-- Prefix suggestions: at most p_limit, de-duplicated by surname, country and state.
-- Native-script and other-spelling aliases suggest their surname.
create or replace function public.suggest_surnames(p_query text, p_limit integer default 10)
returns jsonb
language plpgsql
stable
security definer
set search_path = public
set enable_seqscan = off
as $$
declare
  v_q text := private.norm_text(left(p_query, 100));
  v_limit integer := least(greatest(coalesce(p_limit, 10), 1), 10);
  v_result jsonb;
begin
  if char_length(v_q) < 2 then
    return '[]'::jsonb;
  end if;
  execute $sql$
    with keys as (
      -- Output is ordered by surname first, so the first $2 names are all it can need.
      select x.surname_norm from (
        (select k.surname_norm from public.surname_keys k where k.surname_norm like $1 order by k.surname_norm limit $2)
        union
        (select a.surname_norm from public.surname_aliases a where a.alias_norm like $1 order by a.surname_norm limit $2)
      ) x order by x.surname_norm limit $2
    ),
    places as (
      select distinct fs.surname, fs.country, fs.state_province, fs.surname_norm
      from keys k join public.family_surnames fs on fs.surname_norm = k.surname_norm and fs.is_published
    )
    select coalesce(jsonb_agg(jsonb_build_object('surname', p.surname, 'country', p.country, 'stateProvince', p.state_province)
      order by p.surname_norm, p.country, p.state_province), '[]'::jsonb)
    from (select * from places order by surname_norm, country, state_province limit $2) p
  $sql$ into v_result using private.like_escape(v_q) || '%', v_limit;
  return v_result;
end
$$;

-- The surname page: every published association of the surname (by slug), optionally
-- narrowed to a country (region) and state, with each deity's details, grouped by
-- community in the page; educational content for the deities' regions and the
-- communities; and up to 10 related surnames of the same country. A slug that is another
-- spelling or script of a surname (पटेल) answers with that surname, so the page can
-- redirect to its canonical address.
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
      (select private.surname_slug(a.surname) from public.surname_aliases a
        where a.alias_norm = private.norm_text(replace(left(p_slug, 100), '-', ' ')) order by a.surname limit 1)
    ) as slug
  ),
  base as (
    select fs.* from public.family_surnames fs
    join public.deities d on d.id = fs.deity_id and d.is_published
    where fs.surname_slug = (select slug from target) and fs.is_published
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
  select case when not exists (select 1 from base) then null else jsonb_build_object(
    'surname', (select surname from base order by (surname = initcap(surname)) desc, surname limit 1),
    'slug', (select slug from target),
    'updated_at', (select max(updated_at) from base),
    'total_in_surname', (select count(*) from base),
    'location', (select jsonb_build_object('country', t.country, 'state_province', t.state_province,
        'town_village', t.town_village, 'cultural_tradition', t.cultural_tradition,
        'cultural_tradition_name', (select c.name from public.cultural_traditions c where c.id = t.cultural_tradition))
      from top_place t),
    'associations', coalesce((select jsonb_agg(jsonb_build_object(
        'id', c.id, 'surname', c.surname, 'community', c.community, 'gotra', c.gotra,
        'country', c.country, 'state_province', c.state_province, 'town_village', c.town_village,
        'cultural_tradition', c.cultural_tradition, 'confidence_level', c.confidence_level,
        'source', c.source, 'source_ref', c.source_ref, 'notes', c.notes,
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

-- Every published surname (as its URL slug) with its last change, for the sitemap.
create or replace function public.list_surnames()
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(jsonb_build_object('slug', s.surname_slug, 'updated_at', s.updated_at) order by s.surname_slug), '[]'::jsonb)
  from (select surname_slug, max(updated_at) as updated_at from public.family_surnames where is_published group by surname_slug) s
$$;

revoke execute on function private.surname_candidates(text, integer), private.surname_slug(text) from public;
grant execute on function private.surname_slug(text) to anon, authenticated, service_role;
revoke execute on function public.search_surnames(text, text, text, text, text), public.suggest_surnames(text, integer),
  public.get_surname(text, text, text), public.list_surnames() from public;
grant execute on function public.search_surnames(text, text, text, text, text), public.suggest_surnames(text, integer),
  public.get_surname(text, text, text), public.list_surnames() to anon, authenticated, service_role;
