-- The family deities the most families keep, by the data: published deities by how many
-- surnames our sources name with them (named rows, not those inferred from a community's rule),
-- then by name. The home page's "Popular Kuldevta": the kuldevis of the families who come here,
-- not the pilgrimage centres a popularity score puts first.
create or replace function public.most_kept_deities(p_limit integer default 6)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(private.deity_card(x.d) || jsonb_build_object('surnames', x.surnames) order by x.surnames desc, (x.d).name), '[]')
  from (
    select d, count(distinct fs.surname_norm) as surnames
    from public.deities d
    join public.family_surnames fs on fs.deity_id = d.id and fs.is_published and fs.source <> 'inferred'
    where d.is_published
    group by d.id
    order by count(distinct fs.surname_norm) desc, d.name
    limit least(greatest(coalesce(p_limit, 6), 1), 50)
  ) x
$$;

revoke execute on function public.most_kept_deities(integer) from public;
grant execute on function public.most_kept_deities(integer) to anon, authenticated, service_role;
