-- A festival's rule (a tithi of a lunar month, a sankranti, a nakshatra in a solar month, ...),
-- from which its dates are computed (lib/almanac/rules.ts says the forms); `none` with the
-- reason where they cannot be.
alter table public.festivals add column rule jsonb not null default '{"kind": "none", "reason": "No rule is given yet."}'::jsonb
  check (jsonb_typeof(rule) = 'object' and rule ? 'kind');

-- The festivals given, each with its name, its month as the data writes it and its rule.
create or replace function public.festival_rules(p_ids text[])
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', f.id, 'name', f.name, 'timing', f.timing, 'rule', f.rule)
    order by array_position(p_ids, f.id)), '[]'::jsonb)
  from public.festivals f
  where f.id = any(p_ids)
$$;

revoke execute on function public.festival_rules(text[]) from public;
grant execute on function public.festival_rules(text[]) to anon, authenticated, service_role;
