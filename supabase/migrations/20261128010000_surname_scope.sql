-- Whom a surname's rows speak for, so that a surname several communities carry never leads
-- with one family's row or with a row whose source names no community: each row and each
-- community of a shared surname carries its label's scope (`community`, `family` for one
-- family, ruling house or village, `unstated`), which the build sets from
-- data/sources/curation/communities.json. The surname page's associations also carry the shrine
-- they point to, and its location names a town only where the rows' town is the families' own,
-- not their shrine's; a close spelling is as common as its most common recorded spelling (the
-- rolls write Pavar for Pawar), and a y before a vowel is a consonant (Pandya is not Panda), a long name with a slip on its last
-- key is offered its name (Rathorz, Rathore); and the page carries the customs of its communities (20261128005000).
-- Redefines search_surnames (20261127021000) and get_surname (20261127020400).

alter table public.family_surnames
  add column scope text not null default 'community' check (scope in ('community', 'family', 'unstated'));
alter table public.surname_communities
  add column scope text not null default 'community' check (scope in ('community', 'family', 'unstated'));

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
      fs.confidence_level, fs.source, fs.subclan_of, fs.scope, d.id as deity_id, d.name as deity_name
    from found h
    join public.family_surnames fs on fs.surname_norm = h.surname_norm and fs.is_published
    join public.deities d on d.id = fs.deity_id and d.is_published
    where (v_country is null or private.norm_text(fs.country) like '%' || private.like_escape(v_country) || '%')
      and (v_state is null or fs.state_province = '' or private.norm_text(fs.state_province) like '%' || private.like_escape(v_state) || '%')
      and (v_town is null or fs.town_village in ('', 'various') or private.norm_text(fs.town_village) like '%' || private.like_escape(v_town) || '%')
  ),
  shared as (
    select sc.surname_norm, sc.surname, sc.community, sc.rule, sc.scope, d.id as deity_id, d.name as deity_name
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
          'subclan_of', a.subclan_of, 'scope', a.scope, 'deity', jsonb_build_object('id', a.deity_id, 'name', a.deity_name))
        order by a.community, a.gotra, a.confidence_level desc, a.deity_name)
        from (select * from assoc a where a.surname_norm = x.surname_norm
              order by a.confidence_level desc, a.community, a.gotra limit 300) a), '[]'::jsonb),
      'communities', coalesce((select jsonb_agg(jsonb_build_object('community', s.community, 'rule', s.rule, 'scope', s.scope,
          'deity', case when s.deity_id is null then null else jsonb_build_object('id', s.deity_id, 'name', s.deity_name) end)
        order by s.community) from shared s where s.surname_norm = x.surname_norm), '[]'::jsonb),
      'carriers', coalesce((select jsonb_agg(jsonb_build_object('communities', to_jsonb(c.communities), 'rank', c.rank,
          'statement', c.statement, 'source_url', c.source_url, 'source_label', c.source_label)
        order by c.rank, c.id) from public.surname_carriers c where c.surname_norm = x.surname_norm), '[]'::jsonb))
    order by x.score desc, x.surname), '[]'::jsonb)
  into v_surnames
  from answered x;

  with typed as (
    select (select f.roll_rank from public.surname_frequency f where f.surname_norm = v_q) as roll_rank
  ),
  close as (
    select k.surname_norm, k.surname, k.name_key = v_key as same_key,
      extensions.levenshtein(k.surname_norm, v_q) as dist,
      -- How common the name is: its own count, or that of a recorded spelling of it (the rolls write Pavar for Pawar).
      (select min(f.roll_rank) from public.surname_frequency f
        where f.surname_norm = k.surname_norm
           or f.surname_norm in (select a.alias_norm from public.surname_aliases a where a.surname_norm = k.surname_norm)) as roll_rank,
      (select count(*) from public.family_surnames fs where fs.surname_norm = k.surname_norm and fs.is_published)
        + (select count(*) from public.surname_communities sc where sc.surname_norm = k.surname_norm and sc.is_published) as n
    from public.surname_keys k
    where v_key <> '' and k.first_sound = v_first and k.surname_norm <> v_q
      and k.surname_norm <> all (v_found)
      and (k.name_key = v_key
        or (extensions.levenshtein(k.surname_norm, v_q) <= case when char_length(v_q) >= 8 then 2 else 1 end
          and extensions.levenshtein(k.name_key, v_key) <= 1
          and regexp_replace(k.name_key, '[aeiouy]', '', 'g') = regexp_replace(v_key, '[aeiouy]', '', 'g')
          and (k.surname_norm ~ 'y[aeiou]') = (v_q ~ 'y[aeiou]'))
        -- A slip on the last key of a long name (Rathorz for Rathore).
        or (char_length(v_q) >= 6 and char_length(k.surname_norm) = char_length(v_q)
          and left(k.surname_norm, -1) = left(v_q, -1)))
  ),
  offered as (
    select c.* from close c
    where c.n > 0
    order by c.roll_rank nulls last, c.same_key desc, c.n desc, c.dist, c.surname
    limit 5
  ),
  -- What the suggestion's own page groups (get_surname with no place): its rows with a published
  -- deity and its communities' rules; the ranking of who carries it is added below.
  labelled as (
    select o.*, private.surname_slug(o.surname) as slug,
      coalesce((select jsonb_agg(jsonb_build_object(
          'community', fs.community, 'gotra', fs.gotra, 'country', fs.country, 'state_province', fs.state_province,
          'town_village', fs.town_village, 'confidence_level', fs.confidence_level, 'source', fs.source,
          'subclan_of', fs.subclan_of, 'scope', fs.scope, 'deity', jsonb_build_object('id', d.id, 'name', d.name))
        order by fs.community, fs.gotra, fs.confidence_level desc, d.name)
        from public.family_surnames fs join public.deities d on d.id = fs.deity_id and d.is_published
        where fs.surname_slug = private.surname_slug(o.surname) and fs.is_published), '[]'::jsonb) as associations,
      coalesce((select jsonb_agg(jsonb_build_object('community', sc.community, 'rule', sc.rule, 'scope', sc.scope,
          'deity', case when d.id is null then null else jsonb_build_object('id', d.id, 'name', d.name) end)
        order by sc.community)
        from public.surname_communities sc left join public.deities d on d.id = sc.deity_id
        where sc.surname_slug = private.surname_slug(o.surname) and sc.is_published
          and (sc.deity_id is null or d.is_published)), '[]'::jsonb) as rules
    from offered o
  )
  select coalesce(jsonb_agg(jsonb_build_object('surname', l.surname, 'slug', l.slug,
      'associations', l.associations, 'rules', l.rules,
      'carriers', coalesce((select jsonb_agg(jsonb_build_object('communities', to_jsonb(c.communities), 'rank', c.rank)
        order by c.rank, c.id) from public.surname_carriers c
        where c.surname_norm in (select fs.surname_norm from public.family_surnames fs where fs.surname_slug = l.slug and fs.is_published
          union select sc.surname_norm from public.surname_communities sc where sc.surname_slug = l.slug and sc.is_published)), '[]'::jsonb),
      'more_common', l.same_key and l.roll_rank is not null and (t.roll_rank is null or l.roll_rank < t.roll_rank))
    order by l.roll_rank nulls last, l.same_key desc, l.n desc, l.dist, l.surname), '[]'::jsonb)
  into v_suggestions
  from labelled l cross join typed t
  where jsonb_array_length(l.associations) > 0 or jsonb_array_length(l.rules) > 0;

  return jsonb_build_object('surnames', v_surnames, 'suggestions', v_suggestions,
    'total', jsonb_array_length(v_surnames));
end
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
    select country, state_province, case when temple_id is null then town_village else 'various' end as town_village,
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
        'scope', c.scope, 'temple_id', c.temple_id,
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
