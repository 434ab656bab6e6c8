-- Deity suggestions that stay fast when a query matches a large part of the table.
-- npm run bench -- database (PGlite, 10 queries x 30 rounds), at 1,000 / 10,000 / 100,000 /
-- 200,000 deities: p95 before 4.2 / 10.3 / 70.8 / 133.9 ms, after 3.9 / 5.5 / 7.2 / 8.2 ms;
-- p50 about the same (1.7 / 2.1 / 2.7 / 3.4 ms before, 1.7 / 1.8 / 2.6 / 3.2 ms after).
-- At 200,000 deities 'ma' went from 134 to 3.7 ms, 'mata' and 'devi' from 56 to 7.5 and
-- 5.5 ms, 'kh' from 26 to 3.7 ms (p50); the rare texts stay at 1.3-3.3 ms.
--
-- The previous version fetched every matching alias through the trigram index and sorted
-- them all to keep the 200 best, so its cost grew with the number of matches: common words
-- ('mata', 'devi': one alias in 18 at 200,000 deities) and two-letter prefixes ('ma', whose
-- trigrams '  m' and ' ma' the trigram index answers with 243,000 rows to recheck) went
-- from a few milliseconds to 50-130 ms. Now the 200 best candidates (same order as before:
-- prefix matches first, then popularity, then deity) are read in popularity order from
-- indexes that hold it, and stop as soon as there are enough:
--   * two-character queries walk the aliases that start with those two characters;
--   * longer prefixes are counted through the prefix index (at most 1,000): few are read
--     and sorted, many are walked like two-character ones and filtered;
--   * matches inside a name: a fixed sample of 500 aliases tells how common the text is.
--     Common texts walk all aliases in popularity order (a bounded number of rows, then
--     the trigram index if that was not enough); rare ones use the trigram index as before.
-- Every path returns the same candidates as before (ties between aliases of one deity,
-- which the order left open, now go by alias id); the choice of path only decides the cost.

-- Prefixes: the btree now holds what the candidates need, so they are read from the index
-- alone. starts_with() uses it (PostgreSQL 15+) and, unlike LIKE, not the trigram index,
-- whose '  m' and ' ma' trigrams make two-letter prefixes so costly.
drop index public.deity_aliases_prefix_idx;
create index deity_aliases_prefix_idx on public.deity_aliases (alias_norm text_pattern_ops)
  include (popularity, deity_id, id) where deity_published;
-- Published aliases in popularity order, for walks that stop after enough matches.
create index deity_aliases_popular_idx on public.deity_aliases (popularity desc, deity_id, id)
  include (alias_norm) where deity_published;
-- The same per first two characters: two-character prefixes in popularity order.
create index deity_aliases_start_idx on public.deity_aliases (left(alias_norm, 2), popularity desc, deity_id, id)
  include (alias_norm) where deity_published;
-- A fixed pseudo-random order (a hash of the id), whose first rows are an unbiased sample.
create index deity_aliases_sample_idx on public.deity_aliases (hashint8(id))
  include (id, alias_norm) where deity_published;

create or replace function public.suggest_deities(p_query text, p_limit integer default 8)
returns jsonb
language plpgsql
stable
-- Row-level security would hide the indexes (LIKE is not leakproof): the function runs as
-- the owner and filters published rows itself. Statements keep one plan each (planning
-- them on every call cost more than running them), whose index is fixed by their shape:
-- a subquery ending in OFFSET 0 keeps the planner from walking popularity order where
-- matches are few. Only the prefix count is planned with its text (EXECUTE): starts_with,
-- like LIKE, can use a btree index only when the text is known.
security definer
set search_path = public
set enable_seqscan = off
set plan_cache_mode = force_generic_plan
as $$
declare
  v_q text := private.norm_text(left(p_query, 100));
  v_limit integer := least(greatest(coalesce(p_limit, 8), 1), 8);
  v_prefix text := private.like_escape(v_q) || '%';
  v_inside text := '%' || private.like_escape(v_q) || '%';
  v_ids bigint[];
  v_more bigint[];
  v_need integer;
  v_count integer;
  v_hits integer;
  v_seen integer;
  v_rows real;
  v_budget integer;
  v_result jsonb;
begin
  if char_length(v_q) < 2 then
    return '[]'::jsonb;
  end if;

  -- Prefix matches (rank 0): the 200 most popular (then by deity and alias).
  if char_length(v_q) = 2 then
    -- Too few characters for trigrams: the aliases starting with them, in popularity order.
    select coalesce(array_agg(s.id), '{}') into v_ids
    from (
      select a.id from public.deity_aliases a
      where left(a.alias_norm, 2) = v_q and a.deity_published
      order by a.popularity desc, a.deity_id, a.id
      limit 200
    ) s;
  else
    -- Up to 1,000 prefix matches from the prefix index (planned with the actual text, which
    -- starts_with needs to use a btree): when fewer, they are all of them.
    execute $sql$
      select count(*)::integer, coalesce((array_agg(m.id order by m.popularity desc, m.deity_id, m.id))[1:200], '{}')
      from (
        select a.id, a.popularity, a.deity_id from public.deity_aliases a
        where starts_with(a.alias_norm, $1) and a.deity_published
        limit 1000
      ) m
    $sql$ into v_count, v_ids using v_q;
    if v_count = 1000 then
      -- Many: the aliases sharing the first two characters, in popularity order, filtered.
      select coalesce(array_agg(s.id), '{}') into v_ids
      from (
        select a.id from public.deity_aliases a
        where left(a.alias_norm, 2) = left(v_q, 2) and starts_with(a.alias_norm, v_q) and a.deity_published
        order by a.popularity desc, a.deity_id, a.id
        limit 200
      ) s;
    end if;
  end if;

  -- Matches inside an alias (rank 1), from three characters, until there are 200 in all.
  v_need := 200 - cardinality(v_ids);
  if char_length(v_q) >= 3 and v_need > 0 then
    -- How common the text is, in a fixed sample of published aliases; and the rows in the
    -- table, estimated as the planner does (its statistics scaled to the present size).
    select count(*) filter (where s.alias_norm like v_inside and s.alias_norm not like v_prefix), count(*),
      greatest(count(*), (
        select case when c.relpages > 0
          then c.reltuples / c.relpages * (pg_relation_size(c.oid) / current_setting('block_size')::real)
          else c.reltuples end
        from pg_class c where c.oid = 'public.deity_aliases'::regclass))
    into v_hits, v_seen, v_rows
    from (
      select a.alias_norm from public.deity_aliases a
      where a.deity_published
      order by hashint8(a.id)
      limit 500
    ) s;

    -- A walk reads about need / share rows; the trigram index fetches and sorts every match
    -- (share x rows), at about four times the cost per row. Walk when that is cheaper, for
    -- at most as many rows as the index would have cost (popularity and text may go
    -- together, so the walk can need more rows than the sample says), then the index.
    if v_hits > 0 and 4.0 * v_hits * v_hits * v_rows > v_need::real * v_seen * v_seen then
      v_budget := ceil(4.0 * v_hits * v_rows / v_seen);
      select array_agg(w.id order by w.popularity desc, w.deity_id, w.id) into v_more
      from (
        select w.id, w.popularity, w.deity_id
        from (
          select a.id, a.alias_norm, a.popularity, a.deity_id from public.deity_aliases a
          where a.deity_published
          order by a.popularity desc, a.deity_id, a.id
          limit v_budget
        ) w
        where w.alias_norm like v_inside and w.alias_norm not like v_prefix
        order by w.popularity desc, w.deity_id, w.id
        limit v_need
      ) w;
      -- Too few within the budget (or in all, which the index then finds quickly): the index.
      if coalesce(cardinality(v_more), 0) < v_need then
        v_more := null;
      end if;
    end if;

    if v_more is null then
      select coalesce(array_agg(s.id), '{}') into v_more
      from (
        select s.id
        from (
          select a.id, a.alias_norm, a.popularity, a.deity_id from public.deity_aliases a
          where a.alias_norm like v_inside and a.deity_published
          offset 0
        ) s
        where s.alias_norm not like v_prefix
        order by s.popularity desc, s.deity_id, s.id
        limit v_need
      ) s;
    end if;
    v_ids := v_ids || v_more;
  end if;

  with candidates as (
    select a.deity_id, a.alias, a.kind,
      case when a.alias_norm like v_prefix then 0 else 1 end as rank
    from public.deity_aliases a
    where a.id = any(v_ids)
  ),
  best as (
    select distinct on (c.deity_id) c.deity_id, c.alias, c.kind, c.rank
    from candidates c
    order by c.deity_id, c.rank, (c.kind = 'name') desc, c.alias
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', s.id, 'name', s.name, 'sanskrit_name', s.sanskrit_name, 'region', s.region,
      'region_name', s.region_name, 'matched_alias', s.matched_alias)
    order by s.rank, s.popularity desc, s.name), '[]'::jsonb)
  into v_result
  from (
    select d.id, d.name, d.sanskrit_name, d.region, coalesce(r.name, d.region) as region_name,
      case when b.kind in ('name', 'native') then null else b.alias end as matched_alias,
      b.rank, d.popularity
    from best b
    join public.deities d on d.id = b.deity_id and d.is_published
    left join public.regions r on r.id = d.region
    order by b.rank, d.popularity desc, d.name
    limit v_limit
  ) s;

  return v_result;
end
$$;

revoke execute on function public.suggest_deities(text, integer) from public;
grant execute on function public.suggest_deities(text, integer) to anon, authenticated, service_role;
