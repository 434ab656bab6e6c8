-- The surname search and the surname page answer with one model the pages group by
-- community (components/surname/answer.ts): every association with its deity, sub-clan mark
-- and place, the communities known to carry the name, and the sourced ranking of which
-- communities carry it most. Redefines search_surnames and get_surname.
--
-- Narrowing by place never hides an answer it does not contradict: a row with no state (or
-- no town) recorded stays when a state (or town) is given, and the page marks it "place not
-- recorded". Only a recorded place that differs drops a row.
--
-- "Did you mean" offers only close spellings of the same name: the same sound key
-- (private.name_key), or one letter off (two for names of eight letters or more) with the same
-- consonants and sound keys at most one letter apart (Mohitey, Mohite; not Nigam, Nikam),
-- always with the same first sound; each with its communities, the most common names first (the roll
-- count, then how many rows we hold). `more_common` marks a spelling of the same key that is
-- more common than the name typed (Jadhav for Jadav), which the page offers even beside results.
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
  v_key text;
  v_first text;
  v_found text[];
  v_surnames jsonb;
  v_suggestions jsonb;
begin
  if char_length(v_q) < 2 then
    return jsonb_build_object('surnames', '[]'::jsonb, 'suggestions', '[]'::jsonb, 'total', 0);
  end if;
  v_key := private.name_key(v_q);
  v_first := private.first_sound(v_q);
  select coalesce(array_agg(c.surname_norm), '{}') into v_found
  from private.surname_candidates(v_q, 20) c where c.match_kind in ('exact', 'alias');

  with hits as (
    select * from private.surname_candidates(v_q, 20) c order by c.score desc limit 20
  ),
  found as (
    select h.surname_norm, h.matched, h.match_kind, h.score from hits h
    where h.match_kind in ('exact', 'alias')
    order by h.score desc, h.surname_norm limit 10
  ),
  assoc as (
    select fs.surname_norm, fs.surname, fs.community, fs.gotra, fs.country, fs.state_province, fs.town_village,
      fs.confidence_level, fs.source, fs.subclan_of, d.id as deity_id, d.name as deity_name
    from found h
    join public.family_surnames fs on fs.surname_norm = h.surname_norm and fs.is_published
    join public.deities d on d.id = fs.deity_id and d.is_published
    where (v_country is null or private.norm_text(fs.country) like '%' || private.like_escape(v_country) || '%')
      and (v_state is null or fs.state_province = '' or private.norm_text(fs.state_province) like '%' || private.like_escape(v_state) || '%')
      and (v_town is null or fs.town_village in ('', 'various') or private.norm_text(fs.town_village) like '%' || private.like_escape(v_town) || '%')
  ),
  shared as (
    select sc.surname_norm, sc.surname, sc.community, sc.rule, d.id as deity_id, d.name as deity_name
    from found h
    join public.surname_communities sc on sc.surname_norm = h.surname_norm and sc.is_published
    left join public.deities d on d.id = sc.deity_id and d.is_published
    where sc.deity_id is null or d.id is not null
  ),
  answered as (
    select h.*, coalesce((select min(a.surname) from assoc a where a.surname_norm = h.surname_norm),
      (select min(s.surname) from shared s where s.surname_norm = h.surname_norm)) as surname
    from found h
    where exists (select 1 from assoc a where a.surname_norm = h.surname_norm)
       or exists (select 1 from shared s where s.surname_norm = h.surname_norm)
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'surname', x.surname, 'slug', private.surname_slug(x.surname),
      'matched_spelling', x.matched, 'match_kind', x.match_kind,
      'associations', coalesce((select jsonb_agg(jsonb_build_object(
          'community', a.community, 'gotra', a.gotra, 'country', a.country, 'state_province', a.state_province,
          'town_village', a.town_village, 'confidence_level', a.confidence_level, 'source', a.source,
          'subclan_of', a.subclan_of, 'deity', jsonb_build_object('id', a.deity_id, 'name', a.deity_name))
        order by a.community, a.gotra, a.confidence_level desc, a.deity_name)
        from (select * from assoc a where a.surname_norm = x.surname_norm
              order by a.confidence_level desc, a.community, a.gotra limit 300) a), '[]'::jsonb),
      'communities', coalesce((select jsonb_agg(jsonb_build_object('community', s.community, 'rule', s.rule,
          'deity', case when s.deity_id is null then null else jsonb_build_object('id', s.deity_id, 'name', s.deity_name) end)
        order by s.community) from shared s where s.surname_norm = x.surname_norm), '[]'::jsonb),
      'carriers', coalesce((select jsonb_agg(jsonb_build_object('communities', to_jsonb(c.communities), 'rank', c.rank)
        order by c.rank, c.id) from public.surname_carriers c where c.surname_norm = x.surname_norm), '[]'::jsonb))
    order by x.score desc, x.surname), '[]'::jsonb)
  into v_surnames
  from answered x;

  with typed as (
    select (select f.roll_rank from public.surname_frequency f where f.surname_norm = v_q) as roll_rank
  ),
  close as (
    select k.surname_norm, k.surname, k.name_key = v_key as same_key,
      extensions.levenshtein(k.surname_norm, v_q) as dist, f.roll_rank,
      (select count(*) from public.family_surnames fs where fs.surname_norm = k.surname_norm and fs.is_published)
        + (select count(*) from public.surname_communities sc where sc.surname_norm = k.surname_norm and sc.is_published) as n
    from public.surname_keys k
    left join public.surname_frequency f on f.surname_norm = k.surname_norm
    where v_key <> '' and k.first_sound = v_first and k.surname_norm <> v_q
      and k.surname_norm <> all (v_found)
      and (k.name_key = v_key
        or (extensions.levenshtein(k.surname_norm, v_q) <= case when char_length(v_q) >= 8 then 2 else 1 end
          and extensions.levenshtein(k.name_key, v_key) <= 1
          and regexp_replace(k.name_key, '[aeiouy]', '', 'g') = regexp_replace(v_key, '[aeiouy]', '', 'g')))
  ),
  offered as (
    select c.*,
      array(select u.community from (
          select fs.community, min(coalesce((select min(r.rank) from public.surname_carriers r
              where r.surname_norm = c.surname_norm and fs.community = any(r.communities)), 99)) as rnk,
            bool_and(fs.subclan_of <> '') as subclan, count(*) as rows
          from public.family_surnames fs join public.deities d on d.id = fs.deity_id and d.is_published
          where fs.surname_norm = c.surname_norm and fs.is_published group by fs.community
          union all
          select sc.community, coalesce((select min(r.rank) from public.surname_carriers r
              where r.surname_norm = c.surname_norm and sc.community = any(r.communities)), 99), false, 1
          from public.surname_communities sc where sc.surname_norm = c.surname_norm and sc.is_published
        ) u group by u.community order by min(u.rnk), bool_and(u.subclan), sum(u.rows) desc, u.community limit 2) as communities
    from close c
    where c.n > 0
    order by c.roll_rank nulls last, c.same_key desc, c.n desc, c.dist, c.surname
    limit 5
  )
  select coalesce(jsonb_agg(jsonb_build_object('surname', o.surname, 'slug', private.surname_slug(o.surname),
      'communities', to_jsonb(o.communities),
      'more_common', o.same_key and o.roll_rank is not null and (t.roll_rank is null or o.roll_rank < t.roll_rank))
    order by o.roll_rank nulls last, o.same_key desc, o.n desc, o.dist, o.surname), '[]'::jsonb)
  into v_suggestions
  from offered o cross join typed t
  where cardinality(o.communities) > 0;

  return jsonb_build_object('surnames', v_surnames, 'suggestions', v_suggestions,
    'total', jsonb_array_length(v_surnames));
end
$$;

-- The surname page: as before (20261126000600_surnames.sql), with each association's sub-clan
-- mark, the sourced ranking of the communities that carry the name, and narrowing by place
-- that keeps the rows with no state recorded.
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
    select country, state_province, town_village, cultural_tradition, count(*) as n
    from chosen group by country, state_province, town_village, cultural_tradition
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
    'carriers', coalesce((select jsonb_agg(jsonb_build_object('communities', to_jsonb(c.communities), 'rank', c.rank,
        'statement', c.statement, 'source_url', c.source_url, 'source_label', c.source_label) order by c.rank, c.id)
      from public.surname_carriers c
      where c.surname_norm in (select surname_norm from base union select surname_norm from shared)), '[]'::jsonb),
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
