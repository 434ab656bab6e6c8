-- Every published deity's id and name, in name order: the kuldevi box of the family card offers them.
create or replace function public.deity_names()
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', id, 'name', name) order by name), '[]'::jsonb)
  from public.deities where is_published
$$;

revoke execute on function public.deity_names() from public;
grant execute on function public.deity_names() to anon, authenticated, service_role;
