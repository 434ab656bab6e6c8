-- Content that lived in page code, moved to the data: which worship methods are family rites done
-- at the shrine (a first haircut, a newly-wed couple's darshan), and the goddesses of the same
-- name kept at a well-known shrine of their own, with pages of their own, that a deity's page
-- links (Kalika Mata: Pavagadh, Haat Kalika). Redefines get_deity (20261126000500) and
-- get_temple (20261127030100) to return them.

alter table public.worship_methods add column family_rite boolean not null default false;
alter table public.deities add column namesakes text[] not null default '{}' check (cardinality(namesakes) <= 10);

create or replace function public.get_deity(p_id text)
returns jsonb
language sql
stable
set search_path = public
as $$
  select jsonb_build_object(
    'id', d.id,
    'name', d.name,
    'sanskrit_name', d.sanskrit_name,
    'alternative_names', to_jsonb(d.alternative_names),
    'description', d.description,
    'long_description', d.long_description,
    'region', d.region,
    'region_name', r.name,
    'type', d.type,
    'type_name', t.name,
    'cultural_tradition', d.cultural_tradition,
    'cultural_tradition_name', c.name,
    'image_url', d.image_url,
    'popularity', d.popularity,
    'popularity_basis', d.popularity_basis,
    'attributes', to_jsonb(d.attributes),
    'symbols', to_jsonb(d.symbols),
    'associated_families', to_jsonb(d.associated_families),
    'sub_regions', to_jsonb(d.sub_regions),
    'sources', to_jsonb(d.sources),
    'namesakes', coalesce((select jsonb_agg(private.deity_card(n) order by x.ord)
      from unnest(d.namesakes) with ordinality x(id, ord) join public.deities n on n.id = x.id and n.is_published), '[]'),
    'created_at', d.created_at,
    'updated_at', d.updated_at,
    'festivals', coalesce((
      select jsonb_agg(jsonb_build_object('id', f.id, 'name', f.name, 'timing', f.timing) order by df.position, f.name)
      from public.deity_festivals df join public.festivals f on f.id = df.festival_id
      where df.deity_id = d.id), '[]'),
    'worship_methods', coalesce((
      select jsonb_agg(jsonb_build_object('id', w.id, 'name', w.name, 'description', w.description, 'family_rite', w.family_rite) order by dw.position, w.name)
      from public.deity_worship_methods dw join public.worship_methods w on w.id = dw.worship_method_id
      where dw.deity_id = d.id), '[]'),
    'temples', coalesce((
      select jsonb_agg(jsonb_build_object('name', tm.name, 'town', tm.town, 'district', tm.district, 'state', tm.state,
        'country', tm.country, 'is_principal', tm.is_principal) order by tm.is_principal desc, tm.position, tm.id)
      from public.deity_temples tm where tm.deity_id = d.id), '[]'),
    'related', coalesce((
      select jsonb_agg(private.deity_card(x.o) order by x.score desc, x.popularity desc, x.name)
      from (
        select o, o.popularity, o.name, (case when o.type = d.type then 2 else 0 end) + (case when o.region = d.region then 1 else 0 end)
          + (case when o.cultural_tradition = d.cultural_tradition then 1 else 0 end) as score
        from public.deities o
        where o.is_published and o.id <> d.id and (o.region = d.region or o.type = d.type)
        order by score desc, o.popularity desc, o.name
        limit 6
      ) x), '[]')
  )
  from public.deities d
  left join public.regions r on r.id = d.region
  left join public.deity_types t on t.id = d.type
  left join public.cultural_traditions c on c.id = d.cultural_tradition
  where d.id = p_id and d.is_published
$$;

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
      'worship_methods', coalesce((select jsonb_agg(jsonb_build_object('id', w.id, 'name', w.name, 'family_rite', w.family_rite) order by dw.position, w.name)
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
