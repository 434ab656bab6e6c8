-- Every search box finds a family: what a typed text names among surnames (and their other
-- spellings and scripts), communities and gotras, so the deity search and the surname search
-- can lead with the family's own page.

-- The typed text without the words families add around a name ("Oswal gotra list",
-- "kuldevi of the Seervi samaj"): ASCII punctuation and these words removed.
create or replace function private.family_query(p text)
returns text
language sql
immutable
parallel safe
as $$
  select coalesce(string_agg(w, ' ' order by i), '')
  from regexp_split_to_table(regexp_replace(private.norm_text(p), '[!-,./:-@\[-`{-~]', ' ', 'g'), '\s+') with ordinality as t(w, i)
  where w <> '' and w not in (
    'gotra', 'gotras', 'gotram', 'gothra', 'list', 'lists', 'kuldevi', 'kuldevis', 'kuldevta', 'kuldevtas', 'kuldevata',
    'kuladevata', 'kuladevi', 'kuldev', 'kuldaivat', 'kuladaivata', 'devi', 'mata', 'samaj', 'samaaj',
    'community', 'communities', 'caste', 'surname', 'surnames', 'family', 'families', 'name', 'names', 'of', 'the', 'and',
    'for', 'in', 'ki', 'ka', 'ke', 'khap', 'khaps', 'clan', 'clans', 'kul', 'kuls',
    'गोत्र', 'कुलदेवी', 'कुलदेवता', 'कुळदैवत', 'समाज', 'की', 'का', 'के', 'સમાજ', 'કુળદેવી', 'ગોત્ર'
  )
$$;
revoke execute on function private.family_query(text) from public;

-- What `p_query` names: surnames with a page (typed exactly or as a recorded spelling, in
-- any script), each with the community labels that carry it and their rows (the site maps
-- labels to community pages as the cards do); communities (their names, other
-- names and labels); gotras of the communities' pages. `p_prefix` (the suggestion box) adds
-- names that start with the text. Each list is short, best first.
create or replace function public.find_family_names(p_query text, p_prefix boolean default false)
returns jsonb
language plpgsql
stable
security definer
set search_path = public
as $$
declare
  v_q text := private.norm_text(left(p_query, 100));
  v_clean text := private.family_query(left(p_query, 100));
  v_like text := private.like_escape(private.family_query(left(p_query, 100))) || '%';
  v_prefix boolean := coalesce(p_prefix, false) and char_length(private.family_query(left(p_query, 100))) >= 3;
  v_surnames jsonb;
  v_communities jsonb;
  v_gotras jsonb;
begin
  if char_length(v_q) < 2 or v_clean = '' then
    return jsonb_build_object('surnames', '[]'::jsonb, 'communities', '[]'::jsonb, 'gotras', '[]'::jsonb);
  end if;

  with hits as (
    select k.surname_norm, k.surname as matched, 'exact'::text as kind, 0 as rank
    from public.surname_keys k where k.surname_norm in (v_q, v_clean)
    union all
    select a.surname_norm, a.alias, 'alias', 1
    from public.surname_aliases a where a.alias_norm in (v_q, v_clean)
    union all
    (select k.surname_norm, k.surname, 'prefix', 2
     from public.surname_keys k where v_prefix and k.surname_norm like v_like
     order by k.surname_norm limit 3)
  ),
  best as (
    select distinct on (h.surname_norm) h.* from hits h order by h.surname_norm, h.rank
  ),
  -- Only surnames with a page (get_surname's rule), and the communities that carry each.
  carried as (
    select b.surname_norm, b.matched, b.kind, b.rank, x.label, x.n
    from best b
    join lateral (
      select coalesce(nullif(fs.community, ''), 'Community not stated') as label, count(*) as n
      from public.family_surnames fs join public.deities d on d.id = fs.deity_id and d.is_published
      where fs.surname_norm = b.surname_norm and fs.is_published
      group by 1
      union all
      select sc.community, 1 from public.surname_communities sc where sc.surname_norm = b.surname_norm and sc.is_published
    ) x on true
  ),
  surnames as (
    select c.surname_norm, min(c.matched) as matched, min(c.kind) as kind, min(c.rank) as rank, sum(c.n) as rows,
      jsonb_agg(jsonb_build_object('label', c.label, 'rows', c.n) order by c.n desc, c.label) as communities
    from carried c group by c.surname_norm
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'surname', coalesce((select fs.surname from public.family_surnames fs where fs.surname_norm = s.surname_norm and fs.is_published
          order by (fs.surname = initcap(fs.surname)) desc, fs.surname limit 1),
        (select sc.surname from public.surname_communities sc where sc.surname_norm = s.surname_norm limit 1)),
      'slug', private.surname_slug(s.surname_norm), 'matched', s.matched, 'match_kind', s.kind, 'communities', s.communities)
    order by s.rank, s.rows desc, s.surname_norm), '[]'::jsonb)
  into v_surnames
  from (select * from surnames order by rank, rows desc, surname_norm limit 3) s;

  select coalesce(jsonb_agg(jsonb_build_object('slug', m.slug, 'name', m.name, 'native_name', m.native_name,
      'division', m.division, 'surname_term', m.surname_term, 'match_kind', m.kind) order by m.kind_rank, m.name), '[]'::jsonb)
  into v_communities
  from (
    select c.slug, c.name, c.native_name, c.division, c.surname_term,
      case when exact then 'exact' else 'prefix' end as kind, case when exact then 0 else 1 end as kind_rank
    from (
      select c.*, exists (
          select 1 from unnest(array[c.name, c.native_name] || c.also_called) n(x)
          where x <> '' and (private.norm_text(x) in (v_q, v_clean)
            -- the name without its generic last word: "Dadheech" for Dadheech Brahmin
            or regexp_replace(private.norm_text(x), '\s+(brahmins?|vaishyas?|banias?|samaj|kshatriyas?)$', '') = v_clean)
          union all
          select 1 from public.community_labels l
          where l.community_slug = c.slug
            and (private.norm_text(l.label) = v_q or private.norm_text(regexp_replace(l.label, '\s*\([^)]*\)', '', 'g')) = v_clean)
        ) as exact,
        v_prefix and exists (
          select 1 from unnest(array[c.name] || c.also_called) n(x) where private.norm_text(x) like v_like
        ) as starts
      from public.communities c where c.is_published
    ) c
    where c.exact or c.starts
    order by 7, c.name
    limit 4
  ) m;

  select coalesce(jsonb_agg(jsonb_build_object('gotra', g.part, 'communities', g.communities) order by g.part), '[]'::jsonb)
  into v_gotras
  from (
    select min(cg.part) as part,
      jsonb_agg(distinct jsonb_build_object('slug', c.slug, 'name', c.name, 'division', c.division, 'group', cg.gotra)) as communities
    from public.community_gotras cg
    join public.communities c on c.slug = cg.community_slug and c.is_published
    where cg.part_key = private.gotra_key(v_clean) and private.gotra_key(v_clean) <> ''
    group by cg.part_key
  ) g;

  return jsonb_build_object('surnames', v_surnames, 'communities', v_communities, 'gotras', v_gotras);
end
$$;

revoke execute on function public.find_family_names(text, boolean) from public;
grant execute on function public.find_family_names(text, boolean) to anon, authenticated, service_role;
