-- Surname search, faster for short common names: the trigram similarity step (the costly
-- one for short texts, whose trigrams are shared by many names) runs only when the text is
-- not itself a known surname or spelling. Exact and alias matches still come first, and
-- sound-alikes (double metaphone) and prefixes are still listed after them.

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
       from public.surname_keys k
       where k.surname_norm operator(extensions.%) $1
         -- Only when the text is not itself a known surname or spelling: then the similar
         -- names are what the visitor needs; otherwise sound-alikes and prefixes suffice.
         and not exists (select 1 from public.surname_keys e where e.surname_norm = $1)
         and not exists (select 1 from public.surname_aliases e where e.alias_norm = $1)
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

revoke execute on function private.surname_candidates(text, integer) from public;
